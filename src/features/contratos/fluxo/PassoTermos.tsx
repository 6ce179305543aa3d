// Step 3: the terms. Inputs carry the seed's names (Con_DataInicio…); the seed's messages show as
// the person types; início + duração fill término and início + término fill duração (the machine
// does it, so going back and forth keeps the very text typed).
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import { contratoEditar, useContrato, type CampoDosTermos } from '../../../machines/contrato';
import { formatarDinheiro, lerDinheiro } from '../../../shared/format';
import { AutocompletarAssincrono, CampoDeReais, type UsarOpcoes } from '../../../shared/formulario';
import { CAMPOS_VALOR, TIPOS_CONTRATO } from '../../../shared/validation/contratos';
import { DIAS_SEMANA } from '../../../shared/validation/turma';
import { useAppDispatch } from '../../../store/hooks';
import { useProfissaoOpcoesQuery } from '../../../store/opcoes';
import { ROTULOS_DOS_CAMPOS } from '../rotulos';
import { CampoData } from './CampoData';
import { useErrosDoPasso } from './useErrosDoPasso';

const useProfissoes: UsarOpcoes = (texto) => {
  const q = texto.trim();
  const r = useProfissaoOpcoesQuery(q ? { q } : skipToken);
  return {
    opcoes: (r.data?.data ?? []).map((p) => ({
      value: p.codigo,
      label: `${p.codigo} · ${p.nome}`,
    })),
    carregando: r.isFetching,
  };
};

/** The money inputs: the declared money fields, their words with the currency. */
const VALORES = CAMPOS_VALOR.map((campo) => ({
  campo,
  rotulo: `${ROTULOS_DOS_CAMPOS[campo]} (R$)`,
}));

/** '0800' or '08:00' as typed -> '08:00' (the colon comes by itself after the hour). */
export function mascararHorario(texto: string): string {
  const digitos = texto.replace(/\D/g, '').slice(0, 4);
  return digitos.length > 2 ? `${digitos.slice(0, 2)}:${digitos.slice(2)}` : digitos;
}

const grade = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
} as const;

export function PassoTermos() {
  const { context } = useContrato();
  const dispatch = useAppDispatch();
  const erro = useErrosDoPasso('termos');
  const t = context.termos;
  const editar = (campo: CampoDosTermos) => (valor: string) =>
    dispatch(contratoEditar({ campo, valor }));
  const numero = (campo: CampoDosTermos, rotulo: string, ajuda: string) => (
    <TextField
      name={campo}
      label={rotulo}
      required
      value={t[campo]}
      onChange={(e) => editar(campo)(e.target.value)}
      error={Boolean(erro(campo))}
      helperText={erro(campo) ?? ajuda}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
  const data = (campo: CampoDosTermos, rotulo: string, ajuda?: string) => (
    <CampoData
      name={campo}
      label={rotulo}
      required
      value={t[campo]}
      onChange={editar(campo)}
      error={erro(campo)}
      helperText={ajuda}
    />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={grade}>
        <TextField
          select
          name="Con_TipoContrato"
          label="Tipo de contrato"
          required
          value={t.Con_TipoContrato}
          onChange={(e) => editar('Con_TipoContrato')(e.target.value)}
          error={Boolean(erro('Con_TipoContrato'))}
          helperText={erro('Con_TipoContrato')}
        >
          {TIPOS_CONTRATO.map((o) => (
            <MenuItem key={o.valor} value={o.valor}>
              {o.rotulo}
            </MenuItem>
          ))}
        </TextField>
        {numero('Con_CargaHoraria', 'Carga horária semanal', 'Horas por semana (1 a 44)')}
      </Box>
      <Box sx={grade}>
        {data('Con_DataInicio', 'Data de início')}
        {numero('Con_Duracao', 'Duração (meses)', 'Preenche o término a partir do início')}
        {data('Con_DataTermino', 'Data de término', 'Último dia do contrato; preenche a duração')}
      </Box>
      <Jornada />
      <Box sx={grade}>
        {VALORES.map(({ campo, rotulo }) => (
          <CampoDeReais
            key={campo}
            name={campo}
            label={rotulo}
            // The flow keeps the amount as the text the review shows ('R$ 900,00').
            valor={lerDinheiro(t[campo])}
            onValor={(valor) => editar(campo)(formatarDinheiro(valor))}
            error={Boolean(erro(campo))}
            helperText={erro(campo)}
          />
        ))}
      </Box>
      <AutocompletarAssincrono
        key={t.Con_CBO || 'nenhum'}
        name="Con_CBO"
        label="Profissão (CBO)"
        value={t.Con_CBO || null}
        opcaoInicial={t.Con_CBO ? { value: t.Con_CBO, label: t.Con_CBO } : undefined}
        useOpcoes={useProfissoes}
        onChange={(valor) => editar('Con_CBO')(valor === null ? '' : String(valor))}
        error={Boolean(erro('Con_CBO'))}
        helperText={erro('Con_CBO') ?? 'Pesquise pelo código ou pelo nome da ocupação'}
      />
      <TextField
        name="Con_ObservacoesGerais"
        label="Observações gerais"
        multiline
        minRows={3}
        value={t.Con_ObservacoesGerais}
        onChange={(e) => editar('Con_ObservacoesGerais')(e.target.value)}
        error={Boolean(erro('Con_ObservacoesGerais'))}
        helperText={erro('Con_ObservacoesGerais')}
      />
    </Box>
  );
}

/**
 * The practice week (CLT art. 432): its days and daily hours, which the review checks against the
 * law (docs/LEGISLACAO.md). The theory days are the class's; the weekly workload above holds both.
 */
function Jornada() {
  const { context } = useContrato();
  const dispatch = useAppDispatch();
  const erro = useErrosDoPasso('termos');
  const t = context.termos;
  const dias = t.Con_DiasPratica.split(',')
    .filter((d) => d !== '')
    .map(Number);
  const alternar = (dia: number) => {
    const novos = dias.includes(dia) ? dias.filter((d) => d !== dia) : [...dias, dia];
    const valor = novos.sort((a, b) => a - b).join(',');
    dispatch(contratoEditar({ campo: 'Con_DiasPratica', valor }));
  };
  const horario = (campo: 'Con_HoraEntrada' | 'Con_HoraSaida', rotulo: string, ajuda: string) => (
    <TextField
      name={campo}
      label={rotulo}
      placeholder="hh:mm"
      value={t[campo]}
      onChange={(e) => dispatch(contratoEditar({ campo, valor: mascararHorario(e.target.value) }))}
      error={Boolean(erro(campo))}
      helperText={erro(campo) ?? ajuda}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl component="fieldset" error={Boolean(erro('Con_DiasPratica'))}>
        <FormLabel component="legend">Dias da prática na empresa</FormLabel>
        <FormGroup row>
          {DIAS_SEMANA.map((d) => (
            <FormControlLabel
              key={d.valor}
              control={
                <Checkbox
                  name="Con_DiasPratica"
                  value={d.valor}
                  checked={dias.includes(d.valor)}
                  onChange={() => alternar(d.valor)}
                />
              }
              label={d.curto}
            />
          ))}
        </FormGroup>
        <FormHelperText>
          {erro('Con_DiasPratica') ?? 'Os dias de teoria são os da turma do aprendiz'}
        </FormHelperText>
      </FormControl>
      <Box sx={grade}>
        {horario('Con_HoraEntrada', 'Entrada', 'Início da prática em cada dia')}
        {horario('Con_HoraSaida', 'Saída', 'Fim da prática em cada dia')}
      </Box>
    </Box>
  );
}

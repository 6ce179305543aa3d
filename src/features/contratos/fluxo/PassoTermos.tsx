// Step 3: the terms. Inputs carry the seed's names (Con_DataInicio…); the seed's messages show as
// the person types; início + duração fill término and início + término fill duração (the machine
// does it, so going back and forth keeps the very text typed).
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import { contratoEditar, useContrato, type CampoDosTermos } from '../../../machines/contrato';
import { formatarDinheiro, lerDinheiro } from '../../../shared/format';
import { AsyncAutocomplete, CampoDeReais, type UseOptions } from '../../../shared/formulario';
import { TIPOS_CONTRATO } from '../../../shared/validation/contratos';
import { useAppDispatch } from '../../../store/hooks';
import { useProfissaoOpcoesQuery } from '../../../store/opcoes';
import { CampoData } from './CampoData';
import { useErrosDoPasso } from './useErrosDoPasso';

const useProfissoes: UseOptions = (texto) => {
  const q = texto.trim();
  const r = useProfissaoOpcoesQuery(q ? { q } : skipToken);
  return {
    options: (r.data?.data ?? []).map((p) => ({
      value: p.codigo,
      label: `${p.codigo} · ${p.nome}`,
    })),
    loading: r.isFetching,
  };
};

const VALORES: { campo: CampoDosTermos; rotulo: string }[] = [
  { campo: 'Con_ValorBolsa', rotulo: 'Bolsa (R$)' },
  { campo: 'Con_ValorTaxa', rotulo: 'Taxa (R$)' },
  { campo: 'Con_ValorEncargos', rotulo: 'Encargos (R$)' },
  { campo: 'Con_ValorMatricula', rotulo: 'Matrícula (R$)' },
];

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
      <AsyncAutocomplete
        key={t.Con_CBO || 'nenhum'}
        name="Con_CBO"
        label="Profissão (CBO)"
        value={t.Con_CBO || null}
        initialOption={t.Con_CBO ? { value: t.Con_CBO, label: t.Con_CBO } : undefined}
        useOptions={useProfissoes}
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

// Step 4: everything on one page, with the server's check: what would block the save (each with a
// way to the step that fixes it) apart from what only deserves a look.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  contratoIrPara,
  passoDoCampo,
  useContrato,
  type ContratoContext,
} from '../../../machines/contrato';
import { Dado, SecaoDeDados } from '../../../shared/detalhe';
import { lerDinheiro } from '../../../shared/format';
import { rotuloTipoContrato } from '../../../shared/validation/contratos';
import { useAppDispatch } from '../../../store/hooks';
import { horasSemanais, meses, periodo, reais, rotuloDoCampo } from '../rotulos';

export const estaVerificando = (value: unknown) =>
  typeof value === 'object' && value !== null && 'revisao' in value
    ? (value as { revisao: string }).revisao
    : null;

function Resumo({ c }: { c: ContratoContext }) {
  const t = c.termos;
  const duracao = Number(t.Con_Duracao);
  const horas = Number(t.Con_CargaHoraria);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SecaoDeDados titulo="Aprendiz e empresa">
        <Dado rotulo="Aprendiz">
          {c.aprendiz ? `${c.aprendiz.nome} · ${c.aprendiz.cpf}` : null}
        </Dado>
        <Dado rotulo="Situação atual">{c.aprendiz?.situacao}</Dado>
        <Dado rotulo="Empresa">{c.parceiro?.nome}</Dado>
        <Dado rotulo="Unidade">{c.unidade?.nome ?? 'Sem unidade'}</Dado>
      </SecaoDeDados>
      <SecaoDeDados titulo="Termos">
        <Dado rotulo="Tipo de contrato">{rotuloTipoContrato(t.Con_TipoContrato)}</Dado>
        <Dado rotulo="Período">{periodo(t.Con_DataInicio, t.Con_DataTermino)}</Dado>
        <Dado rotulo="Duração">{Number.isInteger(duracao) ? meses(duracao) : null}</Dado>
        <Dado rotulo="Carga horária">{Number.isInteger(horas) ? horasSemanais(horas) : null}</Dado>
        <Dado rotulo="Bolsa">{reais(lerDinheiro(t.Con_ValorBolsa))}</Dado>
        <Dado rotulo="Taxa">{reais(lerDinheiro(t.Con_ValorTaxa))}</Dado>
        <Dado rotulo="Encargos">{reais(lerDinheiro(t.Con_ValorEncargos))}</Dado>
        <Dado rotulo="Matrícula">{reais(lerDinheiro(t.Con_ValorMatricula))}</Dado>
        <Dado rotulo="Profissão (CBO)">{t.Con_CBO}</Dado>
        <Dado rotulo="Observações gerais">{t.Con_ObservacoesGerais}</Dado>
      </SecaoDeDados>
    </Box>
  );
}

export function PassoRevisao() {
  const { value, context } = useContrato();
  const dispatch = useAppDispatch();
  const subestado = estaVerificando(value);
  const v = context.verificacao;
  const bloqueios = Object.entries(v?.bloqueios ?? {});

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {subestado === 'verificando' && (
        <Box role="status">
          <Typography variant="body2" gutterBottom>
            Verificando o contrato no servidor...
          </Typography>
          <LinearProgress />
        </Box>
      )}
      {subestado === 'indisponivel' && context.erro && (
        <Alert severity="warning">
          <AlertTitle>Não foi possível verificar o contrato</AlertTitle>
          {context.erro} Você pode verificar de novo ou salvar assim mesmo: o servidor confere tudo
          ao salvar.
        </Alert>
      )}
      {v && bloqueios.length > 0 && (
        <Alert severity="error">
          <AlertTitle>O contrato não pode ser salvo assim</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {bloqueios.map(([campo, mensagem]) => {
              const passo = passoDoCampo(campo);
              return (
                <li key={campo}>
                  {rotuloDoCampo(campo)}: {mensagem}{' '}
                  {passo && (
                    <Button
                      size="small"
                      color="inherit"
                      onClick={() => dispatch(contratoIrPara({ passo }))}
                    >
                      Corrigir
                    </Button>
                  )}
                </li>
              );
            })}
          </Box>
        </Alert>
      )}
      {v && v.avisos.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>Atenção</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {v.avisos.map((a) => (
              <li key={`${a.campo}-${a.mensagem}`}>{a.mensagem}</li>
            ))}
          </Box>
        </Alert>
      )}
      {v?.podeCriar && (
        <Alert severity="success">
          Verificado: o contrato pode ser salvo.
          {v.cota && v.cota.cota > 0
            ? ` A empresa passa de ${v.cota.agora} para ${v.cota.depois} contratos em curso (cota de ${v.cota.cota}).`
            : ''}
        </Alert>
      )}
      <Resumo c={context} />
    </Box>
  );
}

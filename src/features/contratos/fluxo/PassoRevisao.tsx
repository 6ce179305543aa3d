// Step 4: everything on one page, with the server's check: what would block the save (each with a
// way to the step that fixes it) apart from what only deserves a look.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  contratoEditar,
  contratoIrPara,
  contratoVerificar,
  passoDoCampo,
  useContrato,
  type ContratoContext,
  type ErrosDeCampo,
} from '../../../machines/contrato';
import { Dado, SecaoDeDados } from '../../../shared/detalhe';
import { formatarDinheiro, lerDinheiro } from '../../../shared/format';
import { rotuloTipoContrato } from '../../../shared/validation/contratos';
import { formatarHoras } from '../../../shared/validation/legislacao';
import { useAppDispatch } from '../../../store/hooks';
import { diasDaSemana, horasSemanais, meses, periodo, reais, rotuloDoCampo } from '../rotulos';

export const estaVerificando = (value: unknown) =>
  typeof value === 'object' && value !== null && 'revisao' in value
    ? (value as { revisao: string }).revisao
    : null;

/**
 * A field of the summary with, under its value, what blocks it (the server's check, the same
 * sentence and article the save would answer): the person sees the problem where the value is.
 */
function Campo({
  campo,
  rotulo,
  bloqueios,
  children,
}: {
  campo: string;
  rotulo: string;
  bloqueios: ErrosDeCampo;
  children?: ReactNode;
}) {
  const problema = bloqueios[campo];
  const vazio = children === null || children === undefined || children === '';
  return (
    <Dado rotulo={rotulo}>
      {problema ? (
        <>
          {vazio ? '—' : children}
          <Typography
            component="span"
            variant="body2"
            color="error"
            data-problema={campo}
            sx={{ display: 'block' }}
          >
            {problema}
          </Typography>
        </>
      ) : (
        children
      )}
    </Dado>
  );
}

function Resumo({ c }: { c: ContratoContext }) {
  const dispatch = useAppDispatch();
  const t = c.termos;
  const duracao = Number(t.Con_Duracao);
  const horas = Number(t.Con_CargaHoraria);
  const b = c.verificacao?.bloqueios ?? {};
  const legislacao = c.verificacao?.legislacao;
  const dias = t.Con_DiasPratica.split(',')
    .filter((d) => d !== '')
    .map(Number);
  const fgts = legislacao?.fgts ?? null;
  const oferecerFgts = fgts !== null && lerDinheiro(t.Con_ValorEncargos) === null;
  const usarFgts = () => {
    dispatch(contratoEditar({ campo: 'Con_ValorEncargos', valor: formatarDinheiro(fgts) }));
    dispatch(contratoVerificar());
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SecaoDeDados titulo="Aprendiz e empresa">
        <Campo campo="Con_CodAprendiz" rotulo="Aprendiz" bloqueios={b}>
          {c.aprendiz ? `${c.aprendiz.nome} · ${c.aprendiz.cpf}` : null}
        </Campo>
        <Dado rotulo="Situação atual">{c.aprendiz?.situacao}</Dado>
        <Campo campo="Con_CodParceiro" rotulo="Empresa" bloqueios={b}>
          {c.parceiro?.nome}
        </Campo>
        <Campo campo="unidadeId" rotulo="Unidade" bloqueios={b}>
          {c.unidade?.nome ?? 'Sem unidade'}
        </Campo>
      </SecaoDeDados>
      <SecaoDeDados titulo="Termos">
        <Campo campo="Con_TipoContrato" rotulo="Tipo de contrato" bloqueios={b}>
          {rotuloTipoContrato(t.Con_TipoContrato)}
        </Campo>
        <Campo campo="Con_DataInicio" rotulo="Período" bloqueios={b}>
          {periodo(t.Con_DataInicio, t.Con_DataTermino)}
        </Campo>
        <Campo campo="Con_Duracao" rotulo="Duração" bloqueios={b}>
          {Number.isInteger(duracao) ? meses(duracao) : null}
        </Campo>
        <Campo campo="Con_CargaHoraria" rotulo="Carga horária" bloqueios={b}>
          {Number.isInteger(horas) ? horasSemanais(horas) : null}
        </Campo>
        <Campo campo="Con_DiasPratica" rotulo="Dias da prática" bloqueios={b}>
          {dias.length > 0 ? diasDaSemana(dias) : null}
        </Campo>
        <Campo campo="Con_HoraEntrada" rotulo="Entrada" bloqueios={b}>
          {t.Con_HoraEntrada}
        </Campo>
        <Campo campo="Con_HoraSaida" rotulo="Saída" bloqueios={b}>
          {t.Con_HoraSaida}
        </Campo>
        <Dado rotulo="Dia mais longo (prática e teoria)">
          {legislacao?.jornadaMaximaMinutos != null
            ? formatarHoras(legislacao.jornadaMaximaMinutos)
            : null}
        </Dado>
        <Campo campo="Con_ValorBolsa" rotulo="Bolsa" bloqueios={b}>
          {reais(lerDinheiro(t.Con_ValorBolsa))}
        </Campo>
        <Dado rotulo="Bolsa mínima (salário mínimo hora × horas do mês)">
          {reais(legislacao?.bolsaMinima ?? null)}
        </Dado>
        <Campo campo="Con_ValorTaxa" rotulo="Taxa" bloqueios={b}>
          {reais(lerDinheiro(t.Con_ValorTaxa))}
        </Campo>
        <Campo campo="Con_ValorEncargos" rotulo="Encargos" bloqueios={b}>
          {reais(lerDinheiro(t.Con_ValorEncargos))}
        </Campo>
        <Dado rotulo="FGTS (2%, Lei 8.036, art. 15, § 7º)">
          {fgts === null ? null : (
            <>
              {reais(fgts)}
              {oferecerFgts && (
                <Button size="small" onClick={usarFgts} sx={{ ml: 1 }}>
                  Usar em Encargos
                </Button>
              )}
            </>
          )}
        </Dado>
        <Campo campo="Con_ValorMatricula" rotulo="Matrícula" bloqueios={b}>
          {reais(lerDinheiro(t.Con_ValorMatricula))}
        </Campo>
        <Campo campo="Con_CBO" rotulo="Profissão (CBO)" bloqueios={b}>
          {t.Con_CBO}
        </Campo>
        <Campo campo="Con_ObservacoesGerais" rotulo="Observações gerais" bloqueios={b}>
          {t.Con_ObservacoesGerais}
        </Campo>
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

// Leaves: the list (newest first), registering one (only a contracted, active apprentice can be
// away: the situação becomes Afastado) and ending the open one (back to the previous situação).
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { number, object, string } from 'yup';
import { formatarData } from '../../shared/format';
import {
  CampoDeData,
  DialogoDeFormulario,
  problemMessage,
  CampoDeSelecao,
  CampoDeTexto,
  toProblem,
} from '../../shared/formulario';
import { MENSAGENS_APRENDIZ as M } from '../../shared/validation/aprendiz';
import { dataLocal } from '../../shared/validation/datas';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import {
  useAprendizAfastamentosQuery,
  useAprendizAfastarMutation,
  useAprendizEncerrarAfastamentoMutation,
  type Afastamento,
  type Aprendiz,
  type AprendizAfastarApiArg,
} from './api';
import { useMotivosAfastamento, useSituacoes } from './opcoes';

type NovoAfastamento = AprendizAfastarApiArg['body'];

const naoFutura = (hoje: string) => (valor: string | null | undefined) => !valor || valor <= hoje;

function esquemaNovo(hoje: string, dataCadastro: string) {
  return object({
    motivoAfastamentoId: number().nullable().required(M.informeMotivoAfastamento),
    dataInicio: string()
      .nullable()
      .required(M.informeDataInicio)
      .test('futura', M.dataInicioFutura, naoFutura(hoje))
      .test('cadastro', M.dataInicioAntesDoCadastro, (v) => !v || v >= dataCadastro),
    dataFim: string()
      .nullable()
      .test('futura', M.dataFimFutura, naoFutura(hoje))
      .test('ordem', M.dataFimAntesDoInicio, function (v) {
        const inicio = this.parent as { dataInicio?: string | null };
        return !v || !inicio.dataInicio || v >= inicio.dataInicio;
      }),
    observacoes: string().nullable().max(1000, 'Deve ter no máximo 1000 caracteres'),
  });
}

function esquemaEncerrar(hoje: string, dataInicio: string) {
  return object({
    dataFim: string()
      .nullable()
      .required(M.informeDataFim)
      .test('futura', M.dataFimFutura, naoFutura(hoje))
      .test('ordem', M.dataFimAntesDoInicio, (v) => !v || v >= dataInicio),
  });
}

export function AbaAfastamentos({
  aprendiz,
  podeEscrever,
}: {
  aprendiz: Aprendiz;
  podeEscrever: boolean;
}) {
  const { data, isLoading, isError, error } = useAprendizAfastamentosQuery({ id: aprendiz.id });
  const [registrando, setRegistrando] = useState(false);
  const [encerrando, setEncerrando] = useState<Afastamento | null>(null);
  const situacoes = useSituacoes();
  const motivos = useMotivosAfastamento();
  const [afastar] = useAprendizAfastarMutation();
  const [encerrar] = useAprendizEncerrarAfastamentoMutation();
  const hoje = dataLocal(new Date());
  const schemaNovo = useMemo(
    () => esquemaNovo(hoje, aprendiz.dataCadastro),
    [hoje, aprendiz.dataCadastro],
  );
  const inicioEncerrando = encerrando?.dataInicio ?? hoje;
  const schemaEncerrar = useMemo(
    () => esquemaEncerrar(hoje, inicioEncerrando),
    [hoje, inicioEncerrando],
  );
  const codigo = situacoes.find((s) => s.id === aprendiz.situacaoId)?.codigo;
  const afastaveis = aprendiz.ativo && codigo === 'contratado' && !aprendiz.afastamentoAtual;

  if (isLoading) return <TelaCarregando texto="Carregando afastamentos..." telaCheia={false} />;
  const lista = data?.data ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {podeEscrever && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!afastaveis}
            onClick={() => {
              setRegistrando(true);
            }}
          >
            Registrar afastamento
          </Button>
          {!afastaveis && !aprendiz.afastamentoAtual && (
            <Typography variant="body2" color="text.secondary">
              Só aprendizes ativos com a situação Contratado podem ser afastados.
            </Typography>
          )}
        </Box>
      )}
      {isError && <Alert severity="error">{problemMessage(toProblem(error))}</Alert>}
      {!isError && lista.length === 0 && (
        <Alert severity="info">Este aprendiz não tem afastamentos registrados.</Alert>
      )}
      {lista.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Afastamentos">
            {lista.map((a) => (
              <ListItem
                key={a.id}
                divider
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
              >
                <Box sx={{ flex: '1 1 16rem' }}>
                  <Typography sx={{ fontWeight: 500 }}>{a.motivo}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {a.dataFim
                      ? `De ${formatarData(a.dataInicio)} a ${formatarData(a.dataFim)}`
                      : `Desde ${formatarData(a.dataInicio)} — em aberto`}
                  </Typography>
                  {a.observacoes && <Typography variant="body2">{a.observacoes}</Typography>}
                </Box>
                {podeEscrever && !a.dataFim && (
                  <Button
                    variant="outlined"
                    onClick={() => {
                      setEncerrando(a);
                    }}
                  >
                    Encerrar afastamento
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}

      {registrando && (
        <DialogoDeFormulario<NovoAfastamento>
          titulo="Registrar afastamento"
          esquema={schemaNovo}
          initialValues={{ dataInicio: hoje }}
          onSubmit={(body) => afastar({ id: aprendiz.id, body }).unwrap()}
          mensagemDeSucesso="Afastamento registrado."
          aoSalvar={() => {
            setRegistrando(false);
          }}
          aoCancelar={() => {
            setRegistrando(false);
          }}
          rotuloDoBotao="Registrar"
        >
          <CampoDeSelecao name="motivoAfastamentoId" label="Motivo" opcoes={motivos} required />
          <CampoDeData
            name="dataInicio"
            label="Início"
            required
            maxDate={hoje}
            minDate={aprendiz.dataCadastro}
          />
          <CampoDeData
            name="dataFim"
            label="Término"
            maxDate={hoje}
            helperText="Só se o afastamento já terminou"
          />
          <CampoDeTexto name="observacoes" label="Observações" multiline minRows={2} />
        </DialogoDeFormulario>
      )}

      {encerrando && (
        <DialogoDeFormulario<{ dataFim: string }>
          titulo="Encerrar afastamento"
          esquema={schemaEncerrar}
          initialValues={{ dataFim: hoje }}
          onSubmit={({ dataFim }) =>
            encerrar({ id: aprendiz.id, afastamentoId: encerrando.id, body: { dataFim } }).unwrap()
          }
          mensagemDeSucesso="Afastamento encerrado. O aprendiz voltou à situação anterior."
          aoSalvar={() => {
            setEncerrando(null);
          }}
          aoCancelar={() => {
            setEncerrando(null);
          }}
          rotuloDoBotao="Encerrar"
        >
          <Typography>
            {encerrando.motivo}, desde {formatarData(encerrando.dataInicio)}.
          </Typography>
          <CampoDeData
            name="dataFim"
            label="Último dia do afastamento"
            required
            maxDate={hoje}
            minDate={encerrando.dataInicio}
          />
        </DialogoDeFormulario>
      )}
    </Box>
  );
}

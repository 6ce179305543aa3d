// /aprendizes/{id}: the record's header (name, age, situação, actions) and its tabs; `?editar`
// turns the page into the edit form, `?aba=` keeps the open tab in the URL (reload, back, links).
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { useConfirm, useUndoableAction } from '../../shared/dialogos';
import { formatarData } from '../../shared/format';
import { problemMessage, toProblem } from '../../shared/formulario';
import { PageHeader } from '../../shared/pagina';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { AbaAfastamentos } from './AbaAfastamentos';
import { AbaDados } from './AbaDados';
import { AbaFutura } from './AbaFutura';
import { AbaTurmas } from './AbaTurmas';
import { AbaHistorico } from './AbaHistorico';
import {
  useAprendizAtualizarMutation,
  useAprendizInativarMutation,
  useAprendizObterQuery,
  useAprendizReativarMutation,
  type Aprendiz,
} from './api';
import { ChipSituacao } from '../../shared/ui/ChipSituacao';
import { deRegistro, paraCorpo } from './esquema';
import { FormularioAprendiz } from './FormularioAprendiz';

const ABAS = [
  { valor: 'dados', rotulo: 'Dados' },
  { valor: 'historico', rotulo: 'Histórico' },
  { valor: 'afastamentos', rotulo: 'Afastamentos' },
  { valor: 'contratos', rotulo: 'Contratos', modulo: 'Contratos' },
  { valor: 'turmas', rotulo: 'Turmas' },
  { valor: 'frequencia', rotulo: 'Frequência', modulo: 'Frequência' },
  { valor: 'avaliacoes', rotulo: 'Avaliações', modulo: 'Avaliações' },
  { valor: 'beneficios', rotulo: 'Benefícios', modulo: 'Benefícios' },
] as const;

export function AprendizDetalheScreen() {
  const { id: parametro = '' } = useParams();
  if (!/^\d+$/.test(parametro)) {
    // Not an apprentice id: the router's error boundary shows Not Found.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's 404 contract
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  }
  return <Detalhe id={Number(parametro)} />;
}

function Detalhe({ id }: { id: number }) {
  const { data: aprendiz, isLoading, isError, error, refetch } = useAprendizObterQuery({ id });
  const [busca] = useSearchParams();
  const { usuario } = useAuth();
  const podeEscrever = usuario?.permissoes.includes('aprendizes:escrever') ?? false;

  if (isLoading) return <TelaCarregando texto="Carregando aprendiz..." telaCheia={false} />;
  if (isError || !aprendiz) {
    const problema = toProblem(error);
    return (
      <>
        <PageHeader title={problema.status === 404 ? 'Aprendiz não encontrado' : 'Aprendiz'} />
        <Alert
          severity={problema.status === 404 ? 'warning' : 'error'}
          action={
            problema.status === 404 ? (
              <Button color="inherit" component={Link} to="/aprendizes">
                Ver a lista
              </Button>
            ) : (
              <Button color="inherit" onClick={() => void refetch()}>
                Tentar de novo
              </Button>
            )
          }
        >
          {problema.status === 404
            ? `Não há aprendiz com o código ${id}. Ele pode ter sido digitado errado.`
            : problemMessage(problema)}
        </Alert>
      </>
    );
  }
  if (busca.has('editar') && podeEscrever) {
    return <Edicao aprendiz={aprendiz} onReload={() => void refetch()} />;
  }
  return <Ficha aprendiz={aprendiz} podeEscrever={podeEscrever} />;
}

function Edicao({ aprendiz, onReload }: { aprendiz: Aprendiz; onReload: () => void }) {
  const navigate = useNavigate();
  const [atualizar] = useAprendizAtualizarMutation();
  const iniciais = useMemo(() => deRegistro(aprendiz), [aprendiz]);
  const voltar = () => void navigate(`/aprendizes/${aprendiz.id}`, { replace: true });
  return (
    <>
      <PageHeader title={`Editar ${aprendiz.nomeSocial ?? aprendiz.nome}`} />
      <FormularioAprendiz
        initialValues={iniciais}
        rotulos={aprendiz.rotulos}
        onSubmit={(valores) =>
          atualizar({
            id: aprendiz.id,
            body: { ...paraCorpo(valores), versao: aprendiz.versao },
          }).unwrap()
        }
        onSuccess={voltar}
        onCancel={voltar}
        onReload={onReload}
        successMessage="Alterações salvas."
      />
    </>
  );
}

function Ficha({ aprendiz, podeEscrever }: { aprendiz: Aprendiz; podeEscrever: boolean }) {
  const [busca, setBusca] = useSearchParams();
  const aba = ABAS.find((a) => a.valor === busca.get('aba')) ?? ABAS[0];
  const nome = aprendiz.nomeSocial ?? aprendiz.nome;

  return (
    <>
      <PageHeader
        title={nome}
        subtitle={<Resumo aprendiz={aprendiz} />}
        actions={podeEscrever && <Acoes aprendiz={aprendiz} />}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={aba.valor}
          onChange={(_e, valor: string) => {
            setBusca(valor === 'dados' ? {} : { aba: valor });
          }}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Seções do aprendiz"
        >
          {ABAS.map((a) => (
            <Tab
              key={a.valor}
              value={a.valor}
              label={a.rotulo}
              id={`aba-${a.valor}`}
              aria-controls={`painel-${a.valor}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`painel-${aba.valor}`} aria-labelledby={`aba-${aba.valor}`}>
        {aba.valor === 'dados' && <AbaDados aprendiz={aprendiz} />}
        {aba.valor === 'historico' && <AbaHistorico id={aprendiz.id} />}
        {aba.valor === 'turmas' && <AbaTurmas id={aprendiz.id} />}
        {aba.valor === 'afastamentos' && (
          <AbaAfastamentos aprendiz={aprendiz} podeEscrever={podeEscrever} />
        )}
        {'modulo' in aba && <AbaFutura titulo={aba.rotulo} modulo={aba.modulo} />}
      </Box>
    </>
  );
}

function Resumo({ aprendiz: a }: { aprendiz: Aprendiz }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
      <Typography component="span">{a.idade} anos</Typography>
      <Typography component="span" aria-hidden>
        ·
      </Typography>
      <Typography component="span">CPF {a.cpf}</Typography>
      <ChipSituacao nome={a.rotulos.situacao} cor={a.rotulos.situacaoCor} size="medium" />
      {!a.ativo && <Chip label="Inativo" color="error" />}
      {a.nomeSocial && (
        <Typography component="span" variant="body2" sx={{ width: '100%' }}>
          Nome civil: {a.nome}
        </Typography>
      )}
      {a.afastamentoAtual && (
        <Typography component="span" variant="body2" sx={{ width: '100%' }}>
          Afastado desde {formatarData(a.afastamentoAtual.dataInicio)} ({a.afastamentoAtual.motivo})
        </Typography>
      )}
    </Box>
  );
}

function Acoes({ aprendiz }: { aprendiz: Aprendiz }) {
  const confirmar = useConfirm();
  const comDesfazer = useUndoableAction();
  const [inativar, inativacao] = useAprendizInativarMutation();
  const [reativar, reativacao] = useAprendizReativarMutation();
  const ocupado = inativacao.isLoading || reativacao.isLoading;
  const nome = aprendiz.nomeSocial ?? aprendiz.nome;
  const { id } = aprendiz;

  const aoInativar = async () => {
    const sim = await confirmar({
      title: `Inativar ${nome}?`,
      message:
        'O aprendiz sai das listas e das seleções, mas nada é apagado: você pode reativá-lo depois.',
      confirmLabel: 'Inativar',
      destructive: true,
    });
    if (!sim) return;
    await comDesfazer({
      action: () => inativar({ id }).unwrap(),
      undo: () => reativar({ id }).unwrap(),
      message: 'Aprendiz inativado.',
      undoneMessage: 'Inativação desfeita: o aprendiz está ativo de novo.',
    });
  };

  const aoReativar = async () => {
    await comDesfazer({
      action: () => reativar({ id }).unwrap(),
      undo: () => inativar({ id }).unwrap(),
      message: 'Aprendiz reativado.',
    });
  };

  return (
    <>
      {aprendiz.ativo && (
        <Button variant="contained" startIcon={<EditIcon />} component={Link} to="?editar">
          Editar
        </Button>
      )}
      {aprendiz.ativo ? (
        <Button
          color="error"
          variant="outlined"
          disabled={ocupado}
          onClick={() => void aoInativar()}
        >
          Inativar
        </Button>
      ) : (
        <Button variant="contained" disabled={ocupado} onClick={() => void aoReativar()}>
          Reativar
        </Button>
      )}
    </>
  );
}

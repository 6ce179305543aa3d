// /empresas/{parceiroId}/unidades: the partner (data, contact, quota against apprentices placed
// now, edit, inactivate) and its units (list kept in the URL, new unit in a dialog).
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { useUndoableAction } from '../../shared/dialogos';
import { FormDialog } from '../../shared/formulario';
import { mascararTelefone } from '../../shared/format';
import { ListScreen, type ListQueryArgs, type ListScreenConfig } from '../../shared/lista';
import { PageHeader } from '../../shared/pagina';
import { formatarCnpj } from '../../shared/validation/parceiro';
import {
  FalhaAoCarregar,
  NaoEncontrado,
  ehNaoEncontrado,
  idDaRota,
} from '../../shared/ui/Carregamento';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import {
  useParceiroAtualizarMutation,
  useParceiroInativarMutation,
  useParceiroObterQuery,
  useParceiroReativarMutation,
  useUnidadeCriarMutation,
  useUnidadeListarQuery,
  type Parceiro,
  type Unidade,
} from './api';
import { CotaResumo } from './CotaResumo';
import { enderecoEmLinha } from './endereco';
import { Dado } from '../../shared/ui/Dado';
import {
  corpoDoParceiro,
  esquemaParceiro,
  ParceiroCampos,
  valoresDoParceiro,
  type ValoresParceiro,
} from './ParceiroCampos';
import {
  corpoDaUnidade,
  esquemaUnidade,
  UnidadeCampos,
  type ValoresUnidade,
} from './UnidadeCampos';

export const NAO_ENCONTRADA = {
  titulo: 'Empresa não encontrada',
  mensagem:
    'Não há empresa parceira com este código. Ela pode ter sido digitada errado no endereço; procure-a na lista.',
  voltarPara: '/empresas',
  rotuloVoltar: 'Ver empresas',
};

export function UnidadesScreen() {
  const id = idDaRota(useParams().parceiroId);
  if (id === undefined) return <NaoEncontrado {...NAO_ENCONTRADA} />;
  return <UnidadesDaEmpresa id={id} />;
}

function UnidadesDaEmpresa({ id }: { id: number }) {
  const consulta = useParceiroObterQuery({ id });
  if (consulta.isLoading) return <TelaCarregando texto="Carregando empresa..." telaCheia={false} />;
  if (consulta.error && ehNaoEncontrado(consulta.error))
    return <NaoEncontrado {...NAO_ENCONTRADA} />;
  if (!consulta.data) {
    return <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />;
  }
  return <Empresa parceiro={consulta.data} recarregar={() => void consulta.refetch()} />;
}

function Empresa({ parceiro, recarregar }: { parceiro: Parceiro; recarregar: () => void }) {
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao('parceiros:escrever');
  const [busca, setBusca] = useSearchParams();
  const navigate = useNavigate();
  const [atualizar] = useParceiroAtualizarMutation();
  const [criarUnidade] = useUnidadeCriarMutation();
  const [inativar] = useParceiroInativarMutation();
  const [reativar] = useParceiroReativarMutation();
  const desfazivel = useUndoableAction();
  const fecharDialogo = () => {
    const proxima = new URLSearchParams(busca);
    proxima.delete('editar');
    proxima.delete('novaUnidade');
    setBusca(proxima);
  };
  const abrir = (chave: string) => {
    const proxima = new URLSearchParams(busca);
    proxima.set(chave, '');
    setBusca(proxima);
  };

  const config = useMemo(() => configDasUnidades(parceiro.id), [parceiro.id]);
  const valoresIniciais = useMemo(() => valoresDoParceiro(parceiro), [parceiro]);

  return (
    <>
      <PageHeader
        title={parceiro.razaoSocial}
        subtitle={
          <>
            {[parceiro.nomeFantasia, `CNPJ ${formatarCnpj(parceiro.cnpj)}`]
              .filter(Boolean)
              .join(' · ')}
            {!parceiro.ativo && <Chip size="small" label="Inativa" sx={{ ml: 1 }} />}
          </>
        }
        actions={
          podeEscrever && (
            <>
              <Button startIcon={<EditIcon />} onClick={() => abrir('editar')}>
                Editar empresa
              </Button>
              {parceiro.ativo ? (
                <Button
                  color="error"
                  onClick={() =>
                    void desfazivel({
                      action: () => inativar({ id: parceiro.id }).unwrap(),
                      undo: () => reativar({ id: parceiro.id }).unwrap(),
                      message: 'Empresa inativada.',
                    })
                  }
                >
                  Inativar
                </Button>
              ) : (
                <Button onClick={() => void reativar({ id: parceiro.id })}>Reativar</Button>
              )}
            </>
          )
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          mb: 3,
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Dados da empresa">
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
            }}
          >
            <Dado rotulo="Ramo de atividade">
              {parceiro.ramoAtividade.codigo} - {parceiro.ramoAtividade.nome}
            </Dado>
            <Dado rotulo="Endereço">{enderecoEmLinha(parceiro.endereco)}</Dado>
            <Dado rotulo="Contato">{parceiro.contato.nome}</Dado>
            <Dado rotulo="E-mail">{parceiro.contato.email}</Dado>
            <Dado rotulo="Telefone">
              {parceiro.contato.telefone && mascararTelefone(parceiro.contato.telefone)}
            </Dado>
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="cota-titulo">
          <Typography id="cota-titulo" variant="h6" component="h2" gutterBottom>
            Cota de aprendizes
          </Typography>
          <CotaResumo
            cota={parceiro.cotaAprendizes}
            lotados={parceiro.aprendizesAlocados}
            situacao={parceiro.situacaoCota}
            mensagem={parceiro.mensagemCota}
          />
        </Paper>
      </Box>

      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Unidades
      </Typography>
      <ListScreen
        config={config}
        toolbar={
          podeEscrever &&
          parceiro.ativo && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => abrir('novaUnidade')}
            >
              Nova unidade
            </Button>
          )
        }
      />

      {podeEscrever && busca.has('editar') && (
        <FormDialog<ValoresParceiro>
          title="Editar empresa"
          schema={esquemaParceiro}
          initialValues={valoresIniciais}
          onSubmit={(v) =>
            atualizar({
              id: parceiro.id,
              body: { ...corpoDoParceiro(v), versao: parceiro.versao },
            }).unwrap()
          }
          successMessage="Empresa salva."
          onSuccess={fecharDialogo}
          onCancel={fecharDialogo}
          onReload={recarregar}
        >
          <ParceiroCampos parceiro={parceiro} />
        </FormDialog>
      )}
      {podeEscrever && busca.has('novaUnidade') && (
        <FormDialog<ValoresUnidade>
          title="Nova unidade"
          schema={esquemaUnidade}
          initialValues={{}}
          onSubmit={(v) => criarUnidade({ id: parceiro.id, body: corpoDaUnidade(v) }).unwrap()}
          successMessage="Unidade cadastrada."
          onSuccess={(criada) =>
            void navigate(`/empresas/${parceiro.id}/unidades/${(criada as Unidade).id}`)
          }
          onCancel={fecharDialogo}
        >
          <UnidadeCampos />
        </FormDialog>
      )}
    </>
  );
}

function configDasUnidades(parceiroId: number): ListScreenConfig<Unidade> {
  const colunas: GridColDef<Unidade>[] = [
    { field: 'nome', headerName: 'Unidade', flex: 2, minWidth: 180 },
    {
      field: 'local',
      headerName: 'Local',
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: (_v, u) =>
        [
          u.endereco.bairro,
          u.endereco.municipio && `${u.endereco.municipio} - ${u.endereco.uf ?? ''}`,
        ]
          .filter(Boolean)
          .join(', '),
    },
    { field: 'responsavel', headerName: 'Responsável', flex: 1, minWidth: 140, sortable: false },
    {
      field: 'aprendizesAlocados',
      headerName: 'Aprendizes lotados',
      width: 160,
      type: 'number',
    },
    {
      field: 'ativo',
      headerName: 'Situação',
      width: 110,
      sortable: false,
      renderCell: ({ row }) =>
        row.ativo ? (
          <Chip size="small" color="success" variant="outlined" label="Ativa" />
        ) : (
          <Chip size="small" label="Inativa" />
        ),
    },
  ];
  return {
    title: 'Unidades',
    columns: colunas,
    useQuery: function useUnidades(args: ListQueryArgs) {
      return useUnidadeListarQuery({ id: parceiroId, ...(args as Omit<ListQueryArgs, 'sort'>) });
    },
    defaultSort: 'nome',
    activeFilter: true,
    rowHref: (u) => `/empresas/${parceiroId}/unidades/${u.id}`,
    searchPlaceholder: 'Nome, bairro ou responsável',
    emptyHint: 'Cadastre a primeira unidade da empresa para lotar aprendizes nela.',
  };
}

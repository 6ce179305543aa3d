// /empresas/{parceiroId}/unidades: the partner (data, contact, quota against apprentices placed
// now, edit, inactivate) and its units (list kept in the URL, new unit in a dialog).
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import {
  AcoesDoRegistro,
  CabecalhoDoRegistro,
  Dado,
  Painel,
  SecaoDeDados,
  telaDoRegistro,
  type PaginaDoRegistro,
} from '../../shared/detalhe';
import { DialogoDeFormulario } from '../../shared/formulario';
import { mascararTelefone } from '../../shared/format';
import { TelaDeLista, type ConfigDaLista } from '../../shared/lista';
import { comMudancas } from '../../shared/routing';
import { formatarCnpj } from '../../shared/validation/parceiro';
import {
  useParceiroAtualizarMutation,
  useParceiroInativarMutation,
  useParceiroReativarMutation,
  useUnidadeCriarMutation,
  useUnidadeListarQuery,
  type Parceiro,
  type Unidade,
  type UnidadeListarApiArg,
} from './api';
import { CARREGAR_PARCEIRO } from './carregarEmpresa';
import { ContratosDaEmpresa } from './ContratosDaEmpresa';
import { VagasDaEmpresa } from './VagasDaEmpresa';
import { CotaResumo } from './CotaResumo';
import { enderecoEmLinha } from './endereco';
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

export const UnidadesScreen = telaDoRegistro(CARREGAR_PARCEIRO, Empresa);

function Empresa({ registro: parceiro, recarregar }: PaginaDoRegistro<Parceiro>) {
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao('parceiros:escrever');
  const [busca, setBusca] = useSearchParams();
  const navigate = useNavigate();
  const [atualizar] = useParceiroAtualizarMutation();
  const [criarUnidade] = useUnidadeCriarMutation();
  const fecharDialogo = () => {
    setBusca(comMudancas(busca, { editar: null, novaUnidade: null }));
  };
  const abrir = (chave: string) => {
    setBusca(comMudancas(busca, { [chave]: '' }));
  };

  const config = useMemo(() => configDasUnidades(parceiro.id), [parceiro.id]);
  const valoresIniciais = useMemo(() => valoresDoParceiro(parceiro), [parceiro]);

  return (
    <>
      <CabecalhoDoRegistro
        titulo={parceiro.razaoSocial}
        subtitulo={
          <>
            {[parceiro.nomeFantasia, `CNPJ ${formatarCnpj(parceiro.cnpj)}`]
              .filter(Boolean)
              .join(' · ')}
            {!parceiro.ativo && <Chip size="small" label="Inativa" sx={{ ml: 1 }} />}
          </>
        }
        acoes={
          <AcoesDoRegistro
            ativo={parceiro.ativo}
            podeEscrever={podeEscrever}
            argumento={{ id: parceiro.id }}
            useInativar={useParceiroInativarMutation}
            useReativar={useParceiroReativarMutation}
            mensagens={{ inativado: 'Empresa inativada.' }}
            editar={{ aoClicar: () => abrir('editar'), rotulo: 'Editar empresa' }}
          />
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
        <SecaoDeDados rotulo="Dados da empresa" larguraMinima="14rem">
          <Dado rotulo="Ramo de atividade">
            {parceiro.ramoAtividade.codigo} - {parceiro.ramoAtividade.nome}
          </Dado>
          <Dado rotulo="Endereço">{enderecoEmLinha(parceiro.endereco)}</Dado>
          <Dado rotulo="Contato">{parceiro.contato.nome}</Dado>
          <Dado rotulo="E-mail">{parceiro.contato.email}</Dado>
          <Dado rotulo="Telefone">
            {parceiro.contato.telefone && mascararTelefone(parceiro.contato.telefone)}
          </Dado>
        </SecaoDeDados>
        <Painel titulo="Cota de aprendizes">
          <CotaResumo
            cota={parceiro.cotaAprendizes}
            lotados={parceiro.aprendizesAlocados}
            situacao={parceiro.situacaoCota}
            mensagem={parceiro.mensagemCota}
          />
        </Painel>
      </Box>

      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Unidades
      </Typography>
      <TelaDeLista
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

      <Box sx={{ mt: 3 }}>
        <VagasDaEmpresa parceiroId={parceiro.id} ativa={parceiro.ativo} />
      </Box>

      <Box sx={{ mt: 3 }}>
        <ContratosDaEmpresa parceiroId={parceiro.id} ativa={parceiro.ativo} />
      </Box>

      {podeEscrever && busca.has('editar') && (
        <DialogoDeFormulario<ValoresParceiro>
          titulo="Editar empresa"
          esquema={esquemaParceiro}
          initialValues={valoresIniciais}
          onSubmit={(v) =>
            atualizar({
              id: parceiro.id,
              body: { ...corpoDoParceiro(v), versao: parceiro.versao },
            }).unwrap()
          }
          mensagemDeSucesso="Empresa salva."
          aoSalvar={fecharDialogo}
          aoCancelar={fecharDialogo}
          aoRecarregar={recarregar}
        >
          <ParceiroCampos parceiro={parceiro} />
        </DialogoDeFormulario>
      )}
      {podeEscrever && busca.has('novaUnidade') && (
        <DialogoDeFormulario<ValoresUnidade>
          titulo="Nova unidade"
          esquema={esquemaUnidade}
          initialValues={{}}
          onSubmit={(v) => criarUnidade({ id: parceiro.id, body: corpoDaUnidade(v) }).unwrap()}
          mensagemDeSucesso="Unidade cadastrada."
          aoSalvar={(criada) =>
            void navigate(`/empresas/${parceiro.id}/unidades/${(criada as Unidade).id}`)
          }
          aoCancelar={fecharDialogo}
        >
          <UnidadeCampos />
        </DialogoDeFormulario>
      )}
    </>
  );
}

function configDasUnidades(parceiroId: number): ConfigDaLista<Unidade, UnidadeListarApiArg> {
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
    titulo: 'Unidades',
    columns: colunas,
    useQuery: useUnidadeListarQuery,
    queryArgs: { id: parceiroId },
    defaultSort: 'nome',
    activeFilter: true,
    rowHref: (u) => `/empresas/${parceiroId}/unidades/${u.id}`,
    searchPlaceholder: 'Nome, bairro ou responsável',
    vazio: 'Cadastre a primeira unidade da empresa para lotar aprendizes nela.',
  };
}

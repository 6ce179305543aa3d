// /empresas/{parceiroId}/unidades/{unidadeId}: the unit's data, edit (dialog kept in the URL as
// ?editar), inactivate with Desfazer, the way to who is placed there, and its supervisors (the
// partner portal's links, issue 36).
import GroupsIcon from '@mui/icons-material/Groups';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import {
  AcoesDoRegistro,
  CabecalhoDoRegistro,
  Dado,
  SecaoDeDados,
  telaDoRegistro,
  type PaginaDoRegistro,
} from '../../shared/detalhe';
import { DialogoDeFormulario } from '../../shared/formulario';
import { mascararTelefone } from '../../shared/format';
import { formatarCnpj } from '../../shared/validation/parceiro';
import {
  useUnidadeAtualizarMutation,
  useUnidadeInativarMutation,
  useUnidadeReativarMutation,
} from './api';
import { CARREGAR_UNIDADE, type UnidadeDaEmpresa } from './carregarEmpresa';
import { enderecoEmLinha } from './endereco';
import { SupervisoresDaUnidade } from './SupervisoresDaUnidade';
import {
  corpoDaUnidade,
  esquemaUnidade,
  UnidadeCampos,
  valoresDaUnidade,
  type ValoresUnidade,
} from './UnidadeCampos';

export const UnidadeScreen = telaDoRegistro(CARREGAR_UNIDADE, DetalheDaUnidade);

function DetalheDaUnidade({
  registro: { parceiro, unidade },
  recarregar,
}: PaginaDoRegistro<UnidadeDaEmpresa>) {
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao('parceiros:escrever');
  const [busca, setBusca] = useSearchParams();
  const [atualizar] = useUnidadeAtualizarMutation();
  const ids = { id: parceiro.id, unidadeId: unidade.id };
  const valoresIniciais = useMemo(() => valoresDaUnidade(unidade), [unidade]);
  const base = `/empresas/${parceiro.id}/unidades`;

  return (
    <>
      <CabecalhoDoRegistro
        titulo={unidade.nome}
        subtitulo={
          <>
            {parceiro.razaoSocial}
            {!unidade.ativo && <Chip size="small" label="Inativa" sx={{ ml: 1 }} />}
          </>
        }
        acoes={
          <AcoesDoRegistro
            ativo={unidade.ativo}
            podeEscrever={podeEscrever}
            argumento={ids}
            useInativar={useUnidadeInativarMutation}
            useReativar={useUnidadeReativarMutation}
            mensagens={{ inativado: 'Unidade inativada.' }}
            editar={{ aoClicar: () => setBusca({ editar: '' }) }}
          >
            <Button
              variant="contained"
              startIcon={<GroupsIcon />}
              component={Link}
              to={`${base}/${unidade.id}/aprendizes`}
            >
              Aprendizes lotados ({unidade.aprendizesAlocados})
            </Button>
          </AcoesDoRegistro>
        }
      />
      <SecaoDeDados larguraMinima="14rem">
        <Dado rotulo="CNPJ">{unidade.cnpj && formatarCnpj(unidade.cnpj)}</Dado>
        <Dado rotulo="Responsável">{unidade.responsavel}</Dado>
        <Dado rotulo="Telefone">{unidade.telefone && mascararTelefone(unidade.telefone)}</Dado>
        <Dado rotulo="Endereço">{enderecoEmLinha(unidade.endereco)}</Dado>
        <Dado rotulo="Aprendizes lotados agora">{unidade.aprendizesAlocados}</Dado>
      </SecaoDeDados>
      <SupervisoresDaUnidade
        parceiroId={parceiro.id}
        unidadeId={unidade.id}
        ativa={unidade.ativo}
        podeEscrever={podeEscrever}
      />
      {podeEscrever && busca.has('editar') && (
        <DialogoDeFormulario<ValoresUnidade>
          titulo="Editar unidade"
          esquema={esquemaUnidade}
          initialValues={valoresIniciais}
          onSubmit={(v) =>
            atualizar({ ...ids, body: { ...corpoDaUnidade(v), versao: unidade.versao } }).unwrap()
          }
          mensagemDeSucesso="Unidade salva."
          aoSalvar={() => setBusca({})}
          aoCancelar={() => setBusca({})}
          aoRecarregar={recarregar}
        >
          <UnidadeCampos unidade={unidade} />
        </DialogoDeFormulario>
      )}
    </>
  );
}

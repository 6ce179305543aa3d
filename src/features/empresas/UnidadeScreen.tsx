// /empresas/{parceiroId}/unidades/{unidadeId}: the unit's data, edit (dialog kept in the URL as
// ?editar), inactivate with Desfazer, and the way to who is placed there.
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { useUndoableAction } from '../../shared/dialogos';
import { FormDialog } from '../../shared/formulario';
import { mascararTelefone } from '../../shared/format';
import { PageHeader } from '../../shared/pagina';
import { Dado } from '../../shared/ui/Dado';
import { formatarCnpj } from '../../shared/validation/parceiro';
import {
  useUnidadeAtualizarMutation,
  useUnidadeInativarMutation,
  useUnidadeReativarMutation,
  type Parceiro,
  type Unidade,
} from './api';
import { CarregarUnidade } from './CarregarUnidade';
import { enderecoEmLinha } from './endereco';
import {
  corpoDaUnidade,
  esquemaUnidade,
  UnidadeCampos,
  valoresDaUnidade,
  type ValoresUnidade,
} from './UnidadeCampos';

export function UnidadeScreen() {
  return (
    <CarregarUnidade>
      {(parceiro, unidade, recarregar) => (
        <DetalheDaUnidade parceiro={parceiro} unidade={unidade} recarregar={recarregar} />
      )}
    </CarregarUnidade>
  );
}

function DetalheDaUnidade({
  parceiro,
  unidade,
  recarregar,
}: {
  parceiro: Parceiro;
  unidade: Unidade;
  recarregar: () => void;
}) {
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao('parceiros:escrever');
  const [busca, setBusca] = useSearchParams();
  const [atualizar] = useUnidadeAtualizarMutation();
  const [inativar] = useUnidadeInativarMutation();
  const [reativar] = useUnidadeReativarMutation();
  const desfazivel = useUndoableAction();
  const ids = { id: parceiro.id, unidadeId: unidade.id };
  const valoresIniciais = useMemo(() => valoresDaUnidade(unidade), [unidade]);
  const base = `/empresas/${parceiro.id}/unidades`;

  return (
    <>
      <PageHeader
        title={unidade.nome}
        subtitle={
          <>
            {parceiro.razaoSocial}
            {!unidade.ativo && <Chip size="small" label="Inativa" sx={{ ml: 1 }} />}
          </>
        }
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<GroupsIcon />}
              component={Link}
              to={`${base}/${unidade.id}/aprendizes`}
            >
              Aprendizes lotados ({unidade.aprendizesAlocados})
            </Button>
            {podeEscrever && (
              <Button startIcon={<EditIcon />} onClick={() => setBusca({ editar: '' })}>
                Editar
              </Button>
            )}
            {podeEscrever &&
              (unidade.ativo ? (
                <Button
                  color="error"
                  onClick={() =>
                    void desfazivel({
                      action: () => inativar(ids).unwrap(),
                      undo: () => reativar(ids).unwrap(),
                      message: 'Unidade inativada.',
                    })
                  }
                >
                  Inativar
                </Button>
              ) : (
                <Button onClick={() => void reativar(ids)}>Reativar</Button>
              ))}
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
          }}
        >
          <Dado rotulo="CNPJ">{unidade.cnpj && formatarCnpj(unidade.cnpj)}</Dado>
          <Dado rotulo="Responsável">{unidade.responsavel}</Dado>
          <Dado rotulo="Telefone">{unidade.telefone && mascararTelefone(unidade.telefone)}</Dado>
          <Dado rotulo="Endereço">{enderecoEmLinha(unidade.endereco)}</Dado>
          <Dado rotulo="Aprendizes lotados agora">{unidade.aprendizesAlocados}</Dado>
        </Box>
      </Paper>
      {podeEscrever && busca.has('editar') && (
        <FormDialog<ValoresUnidade>
          title="Editar unidade"
          schema={esquemaUnidade}
          initialValues={valoresIniciais}
          onSubmit={(v) =>
            atualizar({ ...ids, body: { ...corpoDaUnidade(v), versao: unidade.versao } }).unwrap()
          }
          successMessage="Unidade salva."
          onSuccess={() => setBusca({})}
          onCancel={() => setBusca({})}
          onReload={recarregar}
        >
          <UnidadeCampos unidade={unidade} />
        </FormDialog>
      )}
    </>
  );
}

// /modulos: the modules in the order the programme teaches them. 'Subir'/'Descer' save the new order
// at once (PUT /api/modulos/ordem) and say the new position to screen readers; each module shows
// its disciplines on demand and their hours against its own. Create and edit open a dialog kept in
// the URL (?novo, ?editar=3) like the registries; inactive modules are listed apart, to reactivate.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { mensagemDeErro } from '../../shared/api/problema';
import { valoresDoRegistro } from '../../shared/campos';
import { useAcaoDesfazivel } from '../../shared/dialogos';
import { DialogoDeFormulario, CampoNumerico, CampoDeTexto } from '../../shared/formulario';
import { BotoesDeExportacao } from '../../shared/lista';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { toast } from '../../shared/toast';
import { FalhaAoCarregar } from '../../shared/ui/Carregamento';
import {
  useModuloAtualizarMutation,
  useModuloCriarMutation,
  useModuloInativarMutation,
  useModuloListarQuery,
  useModuloReativarMutation,
  type Modulo,
} from './api';
import { BotoesDeOrdem, useFocoAposMover } from './BotoesDeOrdem';
import { visualmenteOculto } from '../../shared/ui/visualmenteOculto';
import { CAMPOS_MODULO } from '../../shared/validation/curriculo';
import { CartaoDoModulo } from './CartaoDoModulo';
import { NavegacaoDoCurriculo, PERMISSAO_ESCRITA } from './NavegacaoDoCurriculo';
import { TODOS } from './opcoes';
import { corpoDoModulo, esquemaDoModulo, ROTULOS_MODULO as R, type ValoresModulo } from './regras';
import { useReordenarModulos } from './useReordenarModulos';

const ORDEM = { pageSize: TODOS.pageSize, sort: 'ordem' } as const;

export function ModulosScreen() {
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao(PERMISSAO_ESCRITA);
  const ativos = useModuloListarQuery(ORDEM);
  const inativos = useModuloListarQuery({ ...ORDEM, ativo: 'false' });
  const { emOrdem, moverModulo, anuncio } = useReordenarModulos(ativos.data?.data);
  const { registrar, focarDepois } = useFocoAposMover<number>();
  const [busca, setBusca] = useSearchParams();
  const runUndoable = useAcaoDesfazivel();
  const [inativar] = useModuloInativarMutation();
  const [reativar] = useModuloReativarMutation();

  const abrir = (chave: 'novo' | 'editar', valor = '') => {
    setBusca({ [chave]: valor });
  };
  const fechar = () => {
    setBusca({});
  };
  const editando = busca.get('editar');
  const todos = [...(ativos.data?.data ?? []), ...(inativos.data?.data ?? [])];
  const emEdicao = editando === null ? undefined : todos.find((m) => String(m.id) === editando);

  const reativarModulo = async (m: Modulo) => {
    try {
      await reativar({ id: m.id }).unwrap();
      toast.success('Módulo reativado: ele volta ao fim da ordem.');
    } catch (erro) {
      toast.error(`Não foi possível reativar. ${mensagemDeErro(erro)}`);
    }
  };

  return (
    <>
      <NavegacaoDoCurriculo />
      <CabecalhoDaPagina
        titulo="Módulos"
        subtitulo="A sequência da formação teórica: os módulos na ordem em que são dados."
        acoes={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <BotoesDeExportacao
              path="/api/modulos/exportar"
              query={{ ativo: 'todos' }}
              fileName="modulos"
            />
            {podeEscrever && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => {
                  abrir('novo');
                }}
              >
                Novo módulo
              </Button>
            )}
          </Box>
        }
      />
      <Box role="status" aria-live="polite" sx={visualmenteOculto}>
        {anuncio}
      </Box>
      {ativos.isLoading ? (
        <Box role="status" aria-label="Carregando módulos">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={88} sx={{ mb: 2 }} />
          ))}
        </Box>
      ) : ativos.isError ? (
        <FalhaAoCarregar erro={ativos.error} onRetry={() => void ativos.refetch()} />
      ) : emOrdem.length === 0 ? (
        <Typography color="text.secondary">
          Nenhum módulo ativo ainda.
          {podeEscrever && ' Use “Novo módulo” para cadastrar o primeiro.'}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Módulos em ordem"
          sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {emOrdem.map((m, i) => (
            <CartaoDoModulo
              key={m.id}
              modulo={m}
              posicao={i + 1}
              acoes={
                podeEscrever && (
                  <>
                    <BotoesDeOrdem
                      nome={m.nome}
                      posicao={i + 1}
                      total={emOrdem.length}
                      registrar={registrar(m.id)}
                      onMover={(direcao) => {
                        focarDepois(m.id, direcao);
                        moverModulo(m.id, direcao);
                      }}
                    />
                    <Button
                      size="small"
                      aria-label={`Editar ${m.nome}`}
                      onClick={() => {
                        abrir('editar', String(m.id));
                      }}
                    >
                      Editar
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Inativar ${m.nome}`}
                      onClick={() =>
                        void runUndoable({
                          action: () => inativar({ id: m.id }).unwrap(),
                          undo: () => reativar({ id: m.id }).unwrap(),
                          message: 'Módulo inativado.',
                        })
                      }
                    >
                      Inativar
                    </Button>
                  </>
                )
              }
            />
          ))}
        </Box>
      )}
      {(inativos.data?.data.length ?? 0) > 0 && (
        <Box component="section" aria-labelledby="modulos-inativos" sx={{ mt: 4 }}>
          <Typography variant="h6" component="h2" id="modulos-inativos" gutterBottom>
            Módulos inativos
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {inativos.data?.data.map((m) => (
              <CartaoDoModulo
                key={m.id}
                modulo={m}
                acoes={
                  podeEscrever && (
                    <Button
                      size="small"
                      aria-label={`Reativar ${m.nome}`}
                      onClick={() => void reativarModulo(m)}
                    >
                      Reativar
                    </Button>
                  )
                }
              />
            ))}
          </Box>
        </Box>
      )}
      {podeEscrever && (busca.has('novo') || emEdicao) && (
        <DialogoDoModulo modulo={emEdicao} onFechar={fechar} />
      )}
    </>
  );
}

/** A new module's form starts empty (every declared field optional until the rules say otherwise). */
const VAZIO: ValoresModulo = {};

function DialogoDoModulo({ modulo, onFechar }: { modulo?: Modulo; onFechar: () => void }) {
  const [criar] = useModuloCriarMutation();
  const [atualizar] = useModuloAtualizarMutation();
  return (
    <DialogoDeFormulario<ValoresModulo>
      titulo={modulo ? `Editar módulo ${modulo.nome}` : 'Novo módulo'}
      esquema={esquemaDoModulo}
      initialValues={modulo ? valoresDoRegistro(CAMPOS_MODULO, modulo) : VAZIO}
      mensagemDeSucesso={modulo ? 'Módulo salvo.' : 'Módulo cadastrado: ele entra no fim da ordem.'}
      onSubmit={(v) =>
        modulo
          ? atualizar({
              id: modulo.id,
              body: { ...corpoDoModulo(v), versao: modulo.versao },
            }).unwrap()
          : criar({ body: corpoDoModulo(v) }).unwrap()
      }
      aoSalvar={onFechar}
      aoCancelar={onFechar}
    >
      <CampoDeTexto name="nome" label={R.nome} required autoFocus />
      <CampoNumerico name="cargaHoraria" label={R.cargaHoraria} required />
      <CampoDeTexto name="descricao" label={R.descricao} multiline minRows={3} />
    </DialogoDeFormulario>
  );
}

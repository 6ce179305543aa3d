// The unit's "Supervisores" (issue 36): the contacts who receive the partner portal's signed link,
// with where each link stands, and for whoever edits partners: add or edit a supervisor, send the
// link (again: the previous one stops opening), cancel it, and remind of the open evaluations.
// The link itself never reaches this screen: it goes only to the supervisor's e-mail.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { problemMessage, toProblem } from '../../shared/api/problema';
import { mensagemDeErro } from '../../shared/api/problema';
import { useConfirmacao } from '../../shared/dialogos';
import { formatarData, mascararTelefone } from '../../shared/format';
import {
  DialogoDeFormulario,
  SecaoDeFormulario,
  CampoComMascara,
  CampoDeTexto,
} from '../../shared/formulario';
import { corpoDoFormulario, rotulosDe, valoresDoRegistro } from '../../shared/campos';
import { esquemaDasRegras } from '../../shared/formulario/regrasCompartilhadas';
import { useSnackbar } from '../../shared/toast/snackbar';
import { SecaoDeLista } from '../../shared/ui/SecaoDeLista';
import {
  CAMPOS_SUPERVISOR,
  errosSupervisor,
  ROTULOS_SITUACAO_LINK,
  type DadosSupervisor,
} from '../../shared/validation/portal';
import {
  useSupervisorAtualizarMutation,
  useSupervisorCriarMutation,
  useSupervisorEnviarLinkMutation,
  useSupervisorLembrarAvaliacoesMutation,
  useSupervisorListarQuery,
  useSupervisorRevogarLinkMutation,
  type Supervisor,
} from './api';

const esquema = esquemaDasRegras((v: DadosSupervisor) => errosSupervisor(v));
/** The words of the form's inputs (CAMPOS_SUPERVISOR). */
const R = rotulosDe(CAMPOS_SUPERVISOR);

const CORES = {
  'sem-link': 'default',
  ativo: 'success',
  expirado: 'warning',
  revogado: 'default',
} as const;

function SituacaoDoLink({ s }: { s: Supervisor }) {
  const { situacao, expiraEm } = s.link;
  const ate = situacao === 'ativo' && expiraEm ? ` até ${formatarData(expiraEm)}` : '';
  return (
    <Chip size="small" color={CORES[situacao]} label={`${ROTULOS_SITUACAO_LINK[situacao]}${ate}`} />
  );
}

interface Props {
  parceiroId: number;
  unidadeId: number;
  ativa: boolean;
  podeEscrever: boolean;
}

export function SupervisoresDaUnidade({ parceiroId, unidadeId, ativa, podeEscrever }: Props) {
  const ids = { id: parceiroId, unidadeId };
  const r = useSupervisorListarQuery({ ...ids, pageSize: 100, ativo: 'true' });
  const [criar] = useSupervisorCriarMutation();
  const [atualizar] = useSupervisorAtualizarMutation();
  const [enviar] = useSupervisorEnviarLinkMutation();
  const [revogar] = useSupervisorRevogarLinkMutation();
  const [lembrar] = useSupervisorLembrarAvaliacoesMutation();
  const confirmar = useConfirmacao();
  const { enqueueSnackbar } = useSnackbar();
  const [editando, setEditando] = useState<Supervisor | 'novo' | null>(null);

  async function agir(acao: () => Promise<unknown>, sucesso: string) {
    try {
      await acao();
      enqueueSnackbar(sucesso, { variant: 'success' });
    } catch (erro) {
      enqueueSnackbar(problemMessage(toProblem(erro)), { variant: 'error' });
    }
  }

  const enviarLink = async (s: Supervisor) => {
    const reenvio = s.link.situacao === 'ativo';
    if (
      reenvio &&
      !(await confirmar({
        title: 'Reenviar o link?',
        message: `${s.nome} recebe um link novo por e-mail e o link anterior deixa de abrir.`,
        confirmLabel: 'Reenviar',
      }))
    )
      return;
    await agir(
      () => enviar({ ...ids, supervisorId: s.id }).unwrap(),
      `Link enviado para ${s.email}.`,
    );
  };

  const revogarLink = async (s: Supervisor) => {
    if (
      !(await confirmar({
        title: 'Cancelar o link?',
        message: `O link de ${s.nome} deixa de abrir o portal agora. Para voltar, envie um novo.`,
        confirmLabel: 'Cancelar link',
        cancelLabel: 'Manter',
        destructive: true,
      }))
    )
      return;
    await agir(() => revogar({ ...ids, supervisorId: s.id }).unwrap(), 'Link cancelado.');
  };

  const supervisores = r.data?.data;
  return (
    <>
      <SecaoDeLista
        titulo="Supervisores"
        acao={
          podeEscrever &&
          ativa && (
            <Button variant="outlined" onClick={() => setEditando('novo')}>
              Novo supervisor
            </Button>
          )
        }
        carregando={r.isLoading}
        textoCarregando="Carregando supervisores..."
        erro={r.isError ? mensagemDeErro(r.error) : null}
        vazio={
          <Typography color="text.secondary">
            Nenhum supervisor cadastrado. O supervisor recebe por e-mail um link para ver os
            aprendizes desta unidade e responder as avaliações da prática.
          </Typography>
        }
        // One ListItem per supervisor: SecaoDeLista draws the list (and the empty message).
        itens={supervisores?.map((s) => (
          <ListItem key={s.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 500 }}>{s.nome}</Typography>
              <Typography variant="body2" color="text.secondary">
                {s.email}
                {s.telefone && ` · ${mascararTelefone(s.telefone)}`}
              </Typography>
              <Box sx={{ mt: 0.5 }}>
                <SituacaoDoLink s={s} />
              </Box>
            </Box>
            {podeEscrever && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {ativa && (
                  <Button size="small" variant="contained" onClick={() => void enviarLink(s)}>
                    {s.link.situacao === 'sem-link' ? 'Enviar link' : 'Reenviar link'}
                  </Button>
                )}
                {s.link.situacao === 'ativo' && (
                  <>
                    <Button
                      size="small"
                      onClick={() =>
                        void agir(
                          () => lembrar({ ...ids, supervisorId: s.id }).unwrap(),
                          `Lembrete enviado para ${s.email}.`,
                        )
                      }
                    >
                      Lembrar avaliações
                    </Button>
                    <Button size="small" color="error" onClick={() => void revogarLink(s)}>
                      Cancelar link
                    </Button>
                  </>
                )}
                <Button size="small" onClick={() => setEditando(s)}>
                  Editar
                </Button>
              </Box>
            )}
          </ListItem>
        ))}
      />
      {editando !== null && (
        <DialogoDeFormulario<DadosSupervisor>
          titulo={editando === 'novo' ? 'Novo supervisor' : 'Editar supervisor'}
          esquema={esquema}
          initialValues={editando === 'novo' ? {} : valoresDoRegistro(CAMPOS_SUPERVISOR, editando)}
          onSubmit={(v) => {
            const body = corpoDoFormulario(CAMPOS_SUPERVISOR, v);
            return editando === 'novo'
              ? criar({ ...ids, body }).unwrap()
              : atualizar({
                  ...ids,
                  supervisorId: editando.id,
                  body: { ...body, versao: editando.versao },
                }).unwrap();
          }}
          mensagemDeSucesso="Supervisor salvo."
          aoSalvar={() => setEditando(null)}
          aoCancelar={() => setEditando(null)}
        >
          <SecaoDeFormulario titulo="Supervisor">
            <CampoDeTexto name="nome" label={R.nome} required autoFocus />
            <CampoDeTexto name="email" label={R.email} type="email" required />
            <CampoComMascara name="telefone" label={R.telefone} mascara="telefone" />
          </SecaoDeFormulario>
        </DialogoDeFormulario>
      )}
    </>
  );
}

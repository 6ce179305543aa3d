// /admin/emails: the e-mail outbox as the administrator sees it (issue 36) — every message the
// product wrote (absence alerts…), newest first, with its status in words, recipient, subject,
// attempts, the SMTP server's last answer and when it was written; a status filter in the URL and
// "Reenviar" per row (back to the queue with 0 attempts: the sender tries it on its next pass).
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { problemMessage, toProblem } from '../../shared/api/problema';
import { useConfirmacao } from '../../shared/dialogos';
import { formatarDataHora } from '../../shared/format';
import { PaginaDeLista, centrada, duasLinhas, type ConfigDaLista } from '../../shared/lista';
import { toast } from '../../shared/toast';
import {
  useEmailListarQuery,
  useEmailReenviarMutation,
  type EmailListarApiArg,
  type EmailListarApiResponse,
} from './api';

type Email = EmailListarApiResponse['data'][number];
type StatusEmail = Email['status'];

export const ROTULOS_STATUS_EMAIL: Record<StatusEmail, string> = {
  pendente: 'Na fila',
  enviando: 'Enviando',
  enviado: 'Enviado',
  falhou: 'Falhou',
  'nao-configurado': 'Não enviado: e-mail não configurado',
};

const CORES_STATUS_EMAIL: Record<
  StatusEmail,
  'default' | 'info' | 'success' | 'error' | 'warning'
> = {
  pendente: 'default',
  enviando: 'info',
  enviado: 'success',
  falhou: 'error',
  'nao-configurado': 'warning',
};

const FILTRO_STATUS = {
  type: 'select',
  name: 'status',
  label: 'Situação',
  options: (Object.keys(ROTULOS_STATUS_EMAIL) as StatusEmail[]).map((s) => ({
    value: s,
    label: ROTULOS_STATUS_EMAIL[s],
  })),
} as const;

function useColunas(reenviar: (e: Email) => void): GridColDef<Email>[] {
  return useMemo(
    () => [
      {
        field: 'criadoEm',
        headerName: 'Data',
        // '28/10/2026 13:00'.
        width: 130,
        sortable: false,
        valueFormatter: (v: string) => formatarDataHora(v),
      },
      {
        field: 'status',
        headerName: 'Situação',
        // The longest chip whole: 'Não enviado: e-mail não configurado'.
        width: 250,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={centrada}>
            <Chip
              size="small"
              color={CORES_STATUS_EMAIL[row.status]}
              label={ROTULOS_STATUS_EMAIL[row.status]}
            />
          </Box>
        ),
      },
      {
        field: 'destinatario',
        headerName: 'Destinatário',
        flex: 1.2,
        // An address has no spaces: it breaks anywhere, in two lines.
        minWidth: 176,
        sortable: false,
        renderCell: ({ row }) => (
          <Box
            sx={{ height: '100%', display: 'flex', alignItems: 'center', wordBreak: 'break-all' }}
          >
            <Box title={row.destinatario} sx={duasLinhas}>
              {row.destinatario}
            </Box>
          </Box>
        ),
      },
      // A subject names the apprentice and the class: two lines, whole in its tooltip.
      { field: 'assunto', headerName: 'Assunto', flex: 1.4, minWidth: 150, sortable: false },
      {
        field: 'tentativas',
        headerName: 'Tentativas',
        // The header's width; the count is a digit.
        width: 90,
        type: 'number',
        sortable: false,
      },
      {
        field: 'ultimoErro',
        headerName: 'Último erro',
        flex: 1,
        // The SMTP server's answer ('550 5.1.1 <…>: Recipient address rejected'), in two lines.
        minWidth: 124,
        sortable: false,
        valueFormatter: (v: string | null) => v ?? '—',
      },
      {
        field: 'acoes',
        headerName: 'Ações',
        // The button 'Reenviar' with its icon.
        width: 124,
        sortable: false,
        // A message being sent now cannot be resent (the API answers 409).
        renderCell: ({ row }) =>
          row.status === 'enviando' ? null : (
            <Box sx={centrada}>
              <Button
                size="small"
                startIcon={<ReplayIcon />}
                onClick={() => reenviar(row)}
                aria-label={`Reenviar o e-mail "${row.assunto}" para ${row.destinatario}`}
              >
                Reenviar
              </Button>
            </Box>
          ),
      },
    ],
    [reenviar],
  );
}

export function EmailsScreen() {
  const confirmar = useConfirmacao();
  const [reenviarEmail] = useEmailReenviarMutation();
  const reenviar = useCallback(
    (e: Email) => {
      void (async () => {
        const ok = await confirmar({
          title: 'Reenviar este e-mail?',
          message:
            e.status === 'enviado'
              ? `"${e.assunto}" já foi entregue a ${e.destinatario}; reenviado, chega de novo.`
              : `"${e.assunto}" volta à fila de envio para ${e.destinatario}, com as tentativas zeradas.`,
          confirmLabel: 'Reenviar',
        });
        if (!ok) return;
        try {
          await reenviarEmail({ id: e.id }).unwrap();
          toast.success('E-mail de volta à fila de envio.');
        } catch (erro) {
          toast.error(problemMessage(toProblem(erro)));
        }
      })();
    },
    [confirmar, reenviarEmail],
  );
  const colunas = useColunas(reenviar);
  const config = useMemo<ConfigDaLista<Email, EmailListarApiArg>>(
    () => ({
      titulo: 'E-mails',
      columns: colunas,
      useQuery: useEmailListarQuery,
      semBusca: true,
      vazio: 'Nenhum e-mail com esses filtros.',
      columnsStorageKey: 'colunas-emails',
      filters: [FILTRO_STATUS],
    }),
    [colunas],
  );
  return (
    <PaginaDeLista
      config={config}
      subtitulo="A caixa de saída: cada e-mail que o sistema escreveu, mais recentes primeiro, e o que aconteceu com ele."
    />
  );
}

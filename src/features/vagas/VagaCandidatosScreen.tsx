// /vagas/{id}/candidatos: the vacancy's candidates with their status; "Adicionar candidatos" from
// the suggestions (reasons beside each name) or a free search; selecting or not in bulk; and
// "Encaminhar" for a selected one without an open referral.
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SendIcon from '@mui/icons-material/Send';
import ThumbDownIcon from '@mui/icons-material/ThumbDownOffAlt';
import ThumbUpIcon from '@mui/icons-material/ThumbUpOffAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { mensagemDeErro } from '../../shared/api/problema';
import { telaDoRegistro, type PaginaDoRegistro } from '../../shared/detalhe';
import { TelaDeLista, type ConfigDaLista } from '../../shared/lista';
import { toast } from '../../shared/toast';
import { ChipSituacao } from '../../shared/ui/ChipSituacao';
import { ChipStatusCandidato, ChipStatusEncaminhamento } from '../../shared/ui/ChipsDeVaga';
import {
  ROTULOS_STATUS_CANDIDATO,
  ROTULOS_STATUS_ENCAMINHAMENTO,
  STATUS_CANDIDATO,
  vagaAberta,
  type StatusCandidato,
} from '../../shared/validation/vagas';
import { AdicionarCandidatosDialog } from './AdicionarCandidatosDialog';
import {
  useVagaCandidatosQuery,
  useVagaEncaminharMutation,
  useVagaMudarCandidatoMutation,
  type Candidato,
  type Vaga,
  type VagaCandidatosApiArg,
} from './api';
import { CabecalhoDaVaga } from './CabecalhoDaVaga';
import { CARREGAR_VAGA } from './carregarVaga';
import { EncaminharDialog } from './EncaminharDialog';

export const VagaCandidatosScreen = telaDoRegistro(CARREGAR_VAGA, Candidatos);

/**
 * Why a candidate may not be referred now, or null when it may: the candidatura is Selecionado and
 * no referral from this vacancy is still open or approved. Worded with the status's own label, so
 * the tick ("marcado") and the status ("Selecionado") never share a word.
 */
export function motivoParaNaoEncaminhar(c: Candidato): string | null {
  if (c.status !== 'selecionado') {
    const rotulos: Record<string, string> = ROTULOS_STATUS_CANDIDATO;
    return `candidatura ${rotulos[c.status] ?? c.status}${c.status === 'inscrito' ? ', use “Selecionar” antes' : ''}`;
  }
  if (c.encaminhamento !== null && !['reprovado', 'desistente'].includes(c.encaminhamento.status)) {
    const rotulos: Record<string, string> = ROTULOS_STATUS_ENCAMINHAMENTO;
    const status = c.encaminhamento.status;
    return `já tem um encaminhamento ${(rotulos[status] ?? status).toLowerCase()}`;
  }
  return null;
}

const encaminhavel = (c: Candidato) => motivoParaNaoEncaminhar(c) === null;

function Candidatos({ registro: vaga }: PaginaDoRegistro<Vaga>) {
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao('vagas:escrever') && vagaAberta(vaga.status);
  const [adicionando, setAdicionando] = useState(false);
  const [encaminhando, setEncaminhando] = useState<Candidato | null>(null);
  const [mudar] = useVagaMudarCandidatoMutation();
  const [encaminhar] = useVagaEncaminharMutation();

  const config = useMemo<ConfigDaLista<Candidato, VagaCandidatosApiArg>>(() => {
    const colunas: GridColDef<Candidato>[] = [
      {
        field: 'nome',
        headerName: 'Aprendiz',
        flex: 1.3,
        minWidth: 170,
        valueGetter: (_v, c) => c.aprendiz.nome,
      },
      {
        field: 'situacao',
        headerName: 'Situação',
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <ChipSituacao situacao={row.aprendiz.situacao} />,
      },
      {
        field: 'status',
        headerName: 'Candidatura',
        width: 150,
        renderCell: ({ row }) => <ChipStatusCandidato status={row.status} />,
      },
      {
        field: 'encaminhamento',
        headerName: 'Encaminhamento',
        width: 190,
        sortable: false,
        renderCell: ({ row }) => {
          if (row.encaminhamento === null) return row.motivo ?? '';
          return (
            <Link component={RouterLink} to={`/vagas/${vaga.id}/encaminhamentos`}>
              {/* Named by the status it shows, then whose referral it is (WCAG 2.5.3). */}
              <ChipStatusEncaminhamento status={row.encaminhamento.status} />
              <span className="visually-hidden">{` — encaminhamento de ${row.aprendiz.nome}`}</span>
            </Link>
          );
        },
      },
    ];
    if (podeEscrever) {
      colunas.push({
        field: 'acoes',
        headerName: 'Ações',
        width: 140,
        sortable: false,
        // Each row says its next step: a new candidate is selected, a selected one referred.
        renderCell: ({ row }) =>
          encaminhavel(row) ? (
            <Button size="small" startIcon={<SendIcon />} onClick={() => setEncaminhando(row)}>
              Encaminhar
            </Button>
          ) : row.status === 'inscrito' ? (
            <Button
              size="small"
              startIcon={<ThumbUpIcon />}
              aria-label={`Selecionar ${row.aprendiz.nome}`}
              onClick={() => {
                void mudar({ id: vaga.id, candidatoId: row.id, body: { status: 'selecionado' } })
                  .unwrap()
                  .then(
                    () => toast.success(`Candidatura de ${row.aprendiz.nome}: Selecionado.`),
                    (erro: unknown) => toast.error(mensagemDeErro(erro)),
                  );
              }}
            >
              Selecionar
            </Button>
          ) : null,
      });
    }
    const emLote = (status: StatusCandidato) => async (ids: readonly GridRowId[]) => {
      let feitos = 0;
      const falhas: string[] = [];
      for (const id of ids) {
        const r = await mudar({ id: vaga.id, candidatoId: Number(id), body: { status } });
        if (r.error) falhas.push(mensagemDeErro(r.error));
        else feitos += 1;
      }
      const rotulo = ROTULOS_STATUS_CANDIDATO[status].toLowerCase();
      if (feitos > 0) {
        toast.success(feitos === 1 ? `1 candidato ${rotulo}.` : `${feitos} candidatos ${rotulo}s.`);
      }
      if (falhas.length > 0) toast.error(falhas.join(' '));
    };
    return {
      titulo: 'Candidatos',
      columns: colunas,
      useQuery: useVagaCandidatosQuery,
      queryArgs: { id: vaga.id },
      defaultSort: 'nome',
      rowHref: (c) => `/aprendizes/${c.aprendiz.aprendizId}`,
      linkField: 'nome',
      searchPlaceholder: 'Nome do aprendiz',
      vazio: podeEscrever
        ? 'Nenhum candidato ainda: use "Adicionar candidatos" para escolher entre as sugestões.'
        : 'Nenhum candidato nesta vaga.',
      filters: [
        {
          type: 'select',
          name: 'status',
          label: 'Candidatura',
          options: STATUS_CANDIDATO.map((s) => ({ value: s, label: ROTULOS_STATUS_CANDIDATO[s] })),
        },
      ],
      ...(podeEscrever
        ? {
            bulkActions: [
              { label: 'Selecionar', icon: <ThumbUpIcon />, run: emLote('selecionado') },
              {
                label: 'Encaminhar',
                icon: <SendIcon />,
                confirm: (n: number) =>
                  `Encaminhar à empresa ${n === 1 ? 'o candidato marcado' : `os ${n} candidatos marcados`}, sem data de entrevista por enquanto? Só quem tem a candidatura Selecionado e nenhum encaminhamento em aberto é encaminhado; cada um passa a Encaminhado.`,
                run: async (_ids: readonly GridRowId[], selecionados: readonly Candidato[]) => {
                  const prontos = selecionados.filter(encaminhavel);
                  // Who was left out and why, by name: the others are referred all the same.
                  const fora = selecionados.flatMap((c) => {
                    const motivo = motivoParaNaoEncaminhar(c);
                    return motivo === null ? [] : [`${c.aprendiz.nome} (${motivo})`];
                  });
                  if (fora.length > 0) {
                    toast.info(
                      `${prontos.length === 0 ? 'Nenhum dos candidatos marcados pode ser encaminhado' : fora.length === 1 ? 'Não encaminhado' : 'Não encaminhados'}: ${fora.join('; ')}.`,
                    );
                  }
                  if (prontos.length === 0) return;
                  let feitos = 0;
                  const falhas: string[] = [];
                  for (const c of prontos) {
                    const r = await encaminhar({
                      id: vaga.id,
                      body: { aprendizId: c.aprendiz.aprendizId },
                    });
                    if (r.error) falhas.push(`${c.aprendiz.nome}: ${mensagemDeErro(r.error)}`);
                    else feitos += 1;
                  }
                  if (feitos > 0) {
                    toast.success(
                      feitos === 1
                        ? '1 candidato encaminhado.'
                        : `${feitos} candidatos encaminhados.`,
                    );
                  }
                  if (falhas.length > 0) toast.error(falhas.join(' '));
                },
              },
              {
                label: 'Não selecionar',
                icon: <ThumbDownIcon />,
                destructive: true,
                confirm: (n: number) =>
                  `Marcar ${n === 1 ? 'o candidato' : `os ${n} candidatos`} como não selecionado? Quem não tiver outra candidatura em aberto volta a Inscrito.`,
                run: emLote('não selecionado'),
              },
            ],
          }
        : {}),
    };
  }, [vaga.id, podeEscrever, mudar, encaminhar]);

  return (
    <>
      <CabecalhoDaVaga vaga={vaga} />
      {!vagaAberta(vaga.status) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Esta vaga está {vaga.status}: não recebe novos candidatos nem encaminhamentos.
        </Alert>
      )}
      <TelaDeLista
        config={config}
        toolbar={
          podeEscrever && (
            <Box>
              <Button
                variant="contained"
                startIcon={<PersonAddIcon />}
                onClick={() => setAdicionando(true)}
              >
                Adicionar candidatos
              </Button>
            </Box>
          )
        }
      />
      {adicionando && (
        <AdicionarCandidatosDialog vaga={vaga} onFechar={() => setAdicionando(false)} />
      )}
      {encaminhando && (
        <EncaminharDialog
          vagaId={vaga.id}
          aprendiz={encaminhando.aprendiz}
          onFechar={() => setEncaminhando(null)}
        />
      )}
    </>
  );
}

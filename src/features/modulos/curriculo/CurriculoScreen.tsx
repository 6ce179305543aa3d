// /modulos/planos/:planoId/curriculo: a plan's ordered curriculum as an editable table. Nothing is
// sent until 'Salvar' (the whole list with the plan's versao); leaving with unsaved edits asks
// first. The total against the course's hours is a warning, never a block. The server may answer
// that running classes follow the plan (asked, then sent again with the confirmation), that someone
// saved first ('Recarregar'), or errors by row (shown on that row).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useAuth } from '../../../machines/auth';
import { isStaleVersion, problemMessage, toProblem } from '../../../shared/api/problema';
import {
  naoEncontradoPorCodigo,
  telaDoRegistro,
  type CarregamentoDoRegistro,
  type PaginaDoRegistro,
} from '../../../shared/detalhe';
import { DialogoDeConfirmacao } from '../../../shared/dialogos';
import { AvisoDeOutraVersao, ConfirmarSaida, useGuardaDeSaida } from '../../../shared/formulario';
import { BotaoBaixarPdf } from '../../../shared/lista';
import { CabecalhoDaPagina } from '../../../shared/pagina';
import { toast } from '../../../shared/toast';
import {
  comparacaoDeHoras,
  formatarHoras,
  mensagemTurmasEmAndamento,
} from '../../../shared/validation/curriculo';
import { usePlanoCurriculoQuery, usePlanoCurriculoSalvarMutation, type Curriculo } from '../api';
import { visualmenteOculto } from '../../../shared/ui/visualmenteOculto';
import { PERMISSAO_ESCRITA } from '../NavegacaoDoCurriculo';
import {
  corpoDoCurriculo,
  errosDoServidor,
  totalDe,
  type ErrosDaLinha,
  type Linha,
} from './editor';
import { IncluirDisciplina } from './IncluirDisciplina';
import { TabelaDoCurriculo } from './TabelaDoCurriculo';
import { useEditorDoCurriculo } from './useEditorDoCurriculo';

const TIPO_CONFIRMAR = '/problemas/confirmar-turmas-em-andamento';

export const CARREGAR_CURRICULO: CarregamentoDoRegistro<Curriculo> = {
  parametros: { id: 'planoId' },
  useConsulta: usePlanoCurriculoQuery,
  carregando: 'Carregando currículo...',
  naoEncontrado: naoEncontradoPorCodigo({
    titulo: 'Plano de curso não encontrado',
    naoEhCodigo: (id) =>
      `"${id}" não é um código de plano: o endereço deve ser como /modulos/planos/3/curriculo.`,
    semRegistro: (id) => `Não há plano de curso com o código ${id}. Procure-o na lista de planos.`,
    voltarPara: '/modulos/planos',
    rotuloVoltar: 'Ver planos de curso',
  }),
};

export const CurriculoScreen = telaDoRegistro(CARREGAR_CURRICULO, Editor);

const descartarAoSair = {
  title: 'Descartar alterações?',
  message: 'As alterações no currículo ainda não foram salvas e serão perdidas.',
  confirmLabel: 'Descartar',
  cancelLabel: 'Continuar editando',
  destructive: true,
} as const;

function Editor({ registro: curriculo, recarregar }: PaginaDoRegistro<Curriculo>) {
  const { temPermissao } = useAuth();
  const editavel = temPermissao(PERMISSAO_ESCRITA);
  const editor = useEditorDoCurriculo(curriculo);
  const { base, linhas, sujo } = editor;
  const [salvar, { isLoading: salvando }] = usePlanoCurriculoSalvarMutation();
  const { blocker, allowLeave } = useGuardaDeSaida(sujo);
  const [errosServidor, setErrosServidor] = useState(new Map<number, ErrosDaLinha>());
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState<string | null>(null);
  const [desatualizado, setDesatualizado] = useState(false);
  const [anuncio, setAnuncio] = useState('');
  const resumo = useRef<HTMLDivElement>(null);
  const tabela = useRef<HTMLDivElement>(null);

  const erros = new Map(editor.erros);
  for (const [id, e] of errosServidor) erros.set(id, { ...e, ...erros.get(id) });
  const total = totalDe(linhas);
  const cargaDoCurso = base.curso.cargaHorariaTotal;

  const esquecerErroDe = (disciplinaId: number) => {
    if (!errosServidor.has(disciplinaId)) return;
    const restantes = new Map(errosServidor);
    restantes.delete(disciplinaId);
    setErrosServidor(restantes);
  };

  const enviar = async (confirmado: boolean) => {
    if (editor.erros.size > 0) {
      setErroGeral('Corrija as horas destacadas antes de salvar.');
      requestAnimationFrame(() => resumo.current?.focus());
      return;
    }
    const enviadas: readonly Linha[] = linhas;
    setErroGeral(null);
    try {
      const salvo = await salvar({
        id: base.planoId,
        body: corpoDoCurriculo(enviadas, base.versao, confirmado),
      }).unwrap();
      setErrosServidor(new Map());
      editor.adotar(salvo);
      toast.success('Currículo salvo.');
    } catch (erro) {
      const problema = toProblem(erro);
      if (problema.status === 409 && problema.type?.endsWith(TIPO_CONFIRMAR)) {
        setConfirmar(problema.detail ?? mensagemTurmasEmAndamento(base.turmasEmAndamento));
        return;
      }
      if (isStaleVersion(problema)) {
        setDesatualizado(true);
        return;
      }
      const { porLinha, geral } = errosDoServidor(problema, enviadas);
      setErrosServidor(porLinha);
      setErroGeral(
        geral.length > 0 || porLinha.size === 0
          ? [problemMessage(problema), ...geral].join(' ')
          : `${problemMessage(problema)} Confira as linhas destacadas.`,
      );
      requestAnimationFrame(() => resumo.current?.focus());
    }
  };

  const focarDepoisDeRemover = (indice: number) => {
    requestAnimationFrame(() => {
      const botoes = tabela.current?.querySelectorAll<HTMLButtonElement>(
        'button[aria-label^="Remover "]',
      );
      const proximo = botoes?.[Math.min(indice, (botoes.length || 1) - 1)];
      (proximo ?? document.getElementById('incluir-disciplina'))?.focus();
    });
  };

  return (
    <>
      <CabecalhoDaPagina
        titulo={`Currículo · ${base.plano}`}
        subtitulo={`${base.curso.nome} · ${formatarHoras(cargaDoCurso)} de formação teórica`}
        acoes={
          <BotaoBaixarPdf
            url={`/api/planos/${String(base.planoId)}/curriculo/pdf`}
            nomeReserva={`plano-${String(base.planoId)}.pdf`}
          />
        }
      />
      <Box role="status" aria-live="polite" sx={visualmenteOculto}>
        {anuncio}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {editavel && base.turmasEmAndamento > 0 && (
          <Alert severity="info">
            {mensagemTurmasEmAndamento(base.turmasEmAndamento)} O pedido de confirmação vem ao
            salvar.
          </Alert>
        )}
        {desatualizado && (
          <AvisoDeOutraVersao
            onRecarregar={() => {
              setDesatualizado(false);
              setErrosServidor(new Map());
              editor.descartarAoReceber();
              recarregar();
            }}
          >
            Outra pessoa salvou este currículo depois que você o abriu. Recarregue para ver a versão
            atual (suas alterações serão descartadas) e refaça-as.
          </AvisoDeOutraVersao>
        )}
        {erroGeral && (
          <Alert severity="error" ref={resumo} tabIndex={-1}>
            {erroGeral}
          </Alert>
        )}
        <Paper variant="outlined" ref={tabela} sx={{ overflowX: 'auto' }}>
          {linhas.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              O currículo ainda não tem disciplinas.
              {editavel && ' Inclua a primeira pela pesquisa abaixo.'}
            </Typography>
          ) : (
            <TabelaDoCurriculo
              linhas={linhas}
              erros={erros}
              editavel={editavel}
              onHoras={(id, horas) => {
                esquecerErroDe(id);
                editor.alterarHoras(id, horas);
              }}
              onMover={(id, direcao) => {
                const de = linhas.findIndex((l) => l.disciplinaId === id);
                const para = direcao === 'subir' ? de - 1 : de + 1;
                const nome = linhas[de]?.nome ?? '';
                if (para >= 0 && para < linhas.length) {
                  setAnuncio(`${nome}: posição ${String(para + 1)} de ${String(linhas.length)}.`);
                }
                editor.mover(id, direcao);
              }}
              onRemover={(id) => {
                const indice = linhas.findIndex((l) => l.disciplinaId === id);
                setAnuncio(`${linhas[indice]?.nome ?? ''} removida do currículo.`);
                esquecerErroDe(id);
                editor.remover(id);
                focarDepoisDeRemover(indice);
              }}
            />
          )}
        </Paper>
        <Alert
          role="status"
          severity={total === cargaDoCurso ? 'success' : 'warning'}
          aria-label="Total do currículo"
        >
          {comparacaoDeHoras(total, cargaDoCurso)}
        </Alert>
        {editavel && (
          <>
            <IncluirDisciplina
              id="incluir-disciplina"
              presentes={new Set(linhas.map((l) => l.disciplinaId))}
              onIncluir={(d) => {
                setAnuncio(`${d.nome} incluída na posição ${String(linhas.length + 1)}.`);
                editor.incluir(d);
              }}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
              {sujo && (
                <Button
                  disabled={salvando}
                  onClick={() => {
                    editor.descartar();
                    setErrosServidor(new Map());
                    setErroGeral(null);
                  }}
                >
                  Descartar alterações
                </Button>
              )}
              <Button
                variant="contained"
                disabled={salvando || !sujo}
                onClick={() => void enviar(false)}
              >
                {salvando ? 'Salvando…' : 'Salvar'}
              </Button>
            </Box>
          </>
        )}
        {editavel && sujo && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
            Há alterações não salvas.
          </Typography>
        )}
      </Box>
      <DialogoDeConfirmacao
        open={confirmar !== null}
        title="Alterar o currículo de turmas em andamento?"
        message={confirmar ?? ''}
        confirmLabel="Salvar mesmo assim"
        onConfirm={() => {
          setConfirmar(null);
          void enviar(true);
        }}
        onCancel={() => {
          setConfirmar(null);
        }}
      />
      <ConfirmarSaida blocker={blocker} allowLeave={allowLeave} {...descartarAoSair} />
    </>
  );
}

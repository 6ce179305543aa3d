// "Adicionar candidatos": the suggestions for the vacancy (GET /api/vagas/{id}/sugestoes), best
// first, each with its reasons for and against beside the name, a free search by name among those
// who may apply, and several chosen at once. The API takes all or none: a refused apprentice's
// reason shows on their row.
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import WarningIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { useValorComEspera } from '../../shared/formulario';
import { toast } from '../../shared/toast';
import { ChipSituacao } from '../../shared/ui/ChipSituacao';
import { visualmenteOculto } from '../../shared/ui/visualmenteOculto';
import { rotuloTurno } from '../../shared/validation/vagas';
import {
  useVagaAdicionarCandidatosMutation,
  useVagaSugestoesQuery,
  type Vaga,
  type VagaSugestoesApiResponse,
} from './api';

type Sugestao = VagaSugestoesApiResponse['data'][number];
const POR_PAGINA = 10;

function Motivos({ sugestao: s }: { sugestao: Sugestao }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {s.aFavor.map((m) => (
        <Box component="li" key={m} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
          <CheckIcon fontSize="small" color="success" aria-hidden />
          <Typography variant="body2">
            <Box component="span" sx={visualmenteOculto}>
              A favor:{' '}
            </Box>
            {m}
          </Typography>
        </Box>
      ))}
      {s.contra.map((m) => (
        <Box component="li" key={m} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
          <WarningIcon fontSize="small" color="warning" aria-hidden />
          <Typography variant="body2">
            <Box component="span" sx={visualmenteOculto}>
              Contra:{' '}
            </Box>
            {m}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function AdicionarCandidatosDialog({
  vaga,
  onFechar,
}: {
  vaga: Vaga;
  onFechar: () => void;
}) {
  const telaCheia = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [texto, setTexto] = useState('');
  const q = useValorComEspera(texto.trim(), 300);
  const [pagina, setPagina] = useState(1);
  const [escolhidos, setEscolhidos] = useState<Map<number, string>>(new Map());
  const [recusas, setRecusas] = useState<Record<number, string>>({});
  const { data, isFetching, isError } = useVagaSugestoesQuery({
    id: vaga.id,
    page: pagina,
    pageSize: POR_PAGINA,
    ...(q ? { q } : {}),
  });
  const [adicionar, { isLoading }] = useVagaAdicionarCandidatosMutation();

  const alternar = (s: Sugestao) => {
    setEscolhidos((atual) => {
      const novo = new Map(atual);
      if (novo.has(s.aprendiz.aprendizId)) novo.delete(s.aprendiz.aprendizId);
      else novo.set(s.aprendiz.aprendizId, s.aprendiz.nome);
      return novo;
    });
  };

  const confirmar = async () => {
    const ids = [...escolhidos.keys()];
    const r = await adicionar({ id: vaga.id, body: { aprendizIds: ids } });
    if (r.error) {
      const erros = errosDeCampo(r.error);
      const porAprendiz: Record<number, string> = {};
      for (const [campo, mensagem] of Object.entries(erros)) {
        const i = Number(campo.split('.')[1]);
        const id = ids[i];
        if (id !== undefined) porAprendiz[id] = mensagem;
      }
      setRecusas(porAprendiz);
      toast.error(mensagemDeErro(r.error));
      return;
    }
    const n = r.data.data.length;
    toast.success(n === 1 ? '1 candidato adicionado.' : `${n} candidatos adicionados.`);
    onFechar();
  };

  const paginas = data ? Math.max(1, Math.ceil(data.total / POR_PAGINA)) : 1;
  return (
    <Dialog open onClose={onFechar} fullWidth maxWidth="md" fullScreen={telaCheia}>
      <DialogTitle>Adicionar candidatos</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Aprendizes inscritos ou em seleção que ainda não são candidatos desta vaga (
          {rotuloTurno(vaga.turno).toLowerCase()}
          {vaga.unidade.municipio ? `, ${vaga.unidade.municipio}` : ''}), dos mais indicados aos
          menos, com os motivos a favor e contra.
        </Typography>
        <TextField
          label="Buscar pelo nome"
          value={texto}
          onChange={(e) => {
            setTexto(e.target.value);
            setPagina(1);
          }}
          fullWidth
          size="small"
          sx={{ mb: 1 }}
        />
        {isFetching && <LinearProgress aria-label="Carregando sugestões" />}
        {isError && (
          <Alert severity="error">Não foi possível carregar as sugestões. Tente de novo.</Alert>
        )}
        {data?.data.length === 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {q
              ? `Ninguém apto com "${q}" no nome.`
              : 'Nenhum aprendiz inscrito ou em seleção pode se candidatar a esta vaga agora.'}
          </Alert>
        )}
        <List aria-label="Sugestões de candidatos">
          {data?.data.map((s) => {
            const id = s.aprendiz.aprendizId;
            const marcado = escolhidos.has(id);
            const rotulo = `sugestao-${id}`;
            return (
              <ListItem
                key={id}
                divider
                alignItems="flex-start"
                sx={{ gap: 1, px: 0 }}
                data-aprendiz={id}
              >
                <Checkbox
                  checked={marcado}
                  onChange={() => alternar(s)}
                  slotProps={{ input: { 'aria-label': `Escolher ${s.aprendiz.nome}` } as object }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <Typography id={rotulo} sx={{ fontWeight: 500 }}>
                      {s.aprendiz.nome}
                    </Typography>
                    <ChipSituacao situacao={s.aprendiz.situacao} />
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      s.idade === null ? null : `${s.idade} anos`,
                      s.turnoEscolar
                        ? `estuda de ${rotuloTurno(s.turnoEscolar).toLowerCase()}`
                        : null,
                      s.municipio,
                      s.escolaridade,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  <Motivos sugestao={s} />
                  {recusas[id] && (
                    <Alert severity="error" sx={{ mt: 1 }}>
                      {recusas[id]}
                    </Alert>
                  )}
                </Box>
              </ListItem>
            );
          })}
        </List>
        {paginas > 1 && (
          <Pagination
            count={paginas}
            page={pagina}
            onChange={(_e, p) => setPagina(p)}
            getItemAriaLabel={(tipo, p) =>
              tipo === 'page'
                ? `Página ${p}`
                : tipo === 'next'
                  ? 'Próxima página'
                  : 'Página anterior'
            }
          />
        )}
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" sx={{ flex: 1, pl: 1 }} aria-live="polite">
          {escolhidos.size === 0
            ? 'Nenhum escolhido'
            : escolhidos.size === 1
              ? '1 escolhido'
              : `${escolhidos.size} escolhidos`}
        </Typography>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={escolhidos.size === 0 || isLoading}
          onClick={() => void confirmar()}
        >
          {escolhidos.size > 1 ? `Adicionar ${escolhidos.size} candidatos` : 'Adicionar candidato'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

// The command palette (Ctrl+K / ⌘K): type a screen's name, an apprentice's name or CPF, a class
// code, a company's name or CNPJ, or an educator; move with the arrows, Enter opens, Esc closes
// (focus goes back where it was: the dialog restores it). Empty, it lists the recent items. Its own
// chunk: the shell holds only the shortcut and the button (app/layout/PaletaDeComandos.tsx).
//
// Screen readers: the combobox pattern of WAI-ARIA — the text box owns a listbox of options in
// groups, the active option is aria-activedescendant (focus stays in the box), and a polite live
// region says what happened (searching, how many results, nothing found).
import { useNavegacao } from '../../shared/navigation';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DescriptionIcon from '@mui/icons-material/Description';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import PersonIcon from '@mui/icons-material/Person';
import SchoolIcon from '@mui/icons-material/School';
import SearchIcon from '@mui/icons-material/Search';
import WorkIcon from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { mensagemDeErro } from '../../shared/api/problema';
import { useValorComEspera } from '../../shared/formulario/useValorComEspera';
import { visualmenteOculto } from '../../shared/ui/visualmenteOculto';
import { useBuscaGlobalQuery } from './api';
import {
  filtrarTelas,
  gruposDoResultado,
  telasPermitidas,
  type GrupoPaleta,
  type ItemPaleta,
  type TipoItem,
} from './itens';
import { guardarRecente, lerRecentes } from './recentes';

/** The endpoint's minimum (server/modules/busca): shorter text filters screens only. */
export const MINIMO_BUSCA = 2;
const ESPERA_MS = 250;

const ICONES: Record<TipoItem | 'recente', ReactNode> = {
  tela: <ArrowForwardIcon fontSize="small" />,
  aprendiz: <PersonIcon fontSize="small" />,
  turma: <GroupsIcon fontSize="small" />,
  empresa: <ApartmentIcon fontSize="small" />,
  educador: <SchoolIcon fontSize="small" />,
  contrato: <DescriptionIcon fontSize="small" />,
  vaga: <WorkIcon fontSize="small" />,
  recente: <HistoryIcon fontSize="small" />,
};

const idDaOpcao = (indice: number) => `paleta-opcao-${String(indice)}`;

export interface PropsPaleta {
  aberta: boolean;
  aoFechar: () => void;
}

export function Paleta({ aberta, aoFechar }: PropsPaleta) {
  const { usuario } = useAuth();
  const navegar = useNavigate();
  const [texto, setTexto] = useState('');
  const [ativo, setAtivo] = useState(0);
  const q = texto.trim().replace(/\s+/g, ' ');
  const qEstavel = useValorComEspera(q, ESPERA_MS);
  const buscar = aberta && qEstavel.length >= MINIMO_BUSCA;
  const { currentData, isFetching, isError, error } = useBuscaGlobalQuery(
    { q: qEstavel },
    { skip: !buscar },
  );

  // Each opening starts empty, on the recent items of whoever is signed in now.
  useEffect(() => {
    if (aberta) {
      setTexto('');
      setAtivo(0);
    }
  }, [aberta]);

  const { rotas } = useNavegacao();
  const telas = useMemo(
    () => telasPermitidas(rotas, usuario?.permissoes),
    [rotas, usuario?.permissoes],
  );
  const recentes = useMemo(
    () => (aberta && usuario ? lerRecentes(usuario.id) : []),
    [aberta, usuario],
  );

  const grupos: GrupoPaleta[] = useMemo(() => {
    if (q === '') {
      return recentes.length > 0 ? [{ id: 'recentes', titulo: 'Recentes', itens: recentes }] : [];
    }
    const deTelas = filtrarTelas(telas, q);
    const registros = buscar && q === qEstavel ? gruposDoResultado(currentData) : [];
    return [
      ...(deTelas.length > 0 ? [{ id: 'telas', titulo: 'Telas', itens: deTelas }] : []),
      ...registros,
    ];
  }, [q, qEstavel, buscar, recentes, telas, currentData]);

  const itens = useMemo(() => grupos.flatMap((g) => g.itens), [grupos]);
  const indiceAtivo = itens.length === 0 ? -1 : Math.min(ativo, itens.length - 1);

  useEffect(() => {
    if (indiceAtivo >= 0) {
      // jsdom has no scrollIntoView; browsers keep the active option in sight.
      const opcao: Partial<Pick<HTMLElement, 'scrollIntoView'>> | null = document.getElementById(
        idDaOpcao(indiceAtivo),
      );
      opcao?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [indiceAtivo]);

  const abrir = (item: ItemPaleta) => {
    if (usuario) guardarRecente(usuario.id, item);
    aoFechar();
    void navegar(item.caminho);
  };

  const aoTeclar = (evento: KeyboardEvent<HTMLInputElement>) => {
    const n = itens.length;
    if (evento.key === 'ArrowDown' && n > 0) {
      evento.preventDefault();
      setAtivo((indiceAtivo + 1) % n);
    } else if (evento.key === 'ArrowUp' && n > 0) {
      evento.preventDefault();
      setAtivo((indiceAtivo - 1 + n) % n);
    } else if (evento.key === 'Enter') {
      evento.preventDefault();
      const item = itens[indiceAtivo];
      if (item) abrir(item);
    }
  };

  const aguardando = q.length >= MINIMO_BUSCA && (q !== qEstavel || isFetching);
  const situacao = (() => {
    if (q === '') {
      return recentes.length > 0
        ? ''
        : 'Digite o nome de uma tela, de um aprendiz, o código de uma turma, uma empresa ou um educador.';
    }
    if (q.length < MINIMO_BUSCA) {
      return `Digite ao menos ${String(MINIMO_BUSCA)} caracteres para buscar registros.`;
    }
    if (aguardando) return 'Buscando...';
    if (isError) return `Não foi possível buscar: ${mensagemDeErro(error)}`;
    if (itens.length === 0) return `Nada encontrado para “${q}”.`;
    return itens.length === 1 ? '1 resultado.' : `${String(itens.length)} resultados.`;
  })();

  let posicao = -1;
  return (
    <Dialog
      open={aberta}
      onClose={aoFechar}
      fullWidth
      maxWidth="sm"
      aria-labelledby="paleta-titulo"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{
        paper: { sx: { mt: { xs: 2, sm: '10vh' }, mx: { xs: 1, sm: 4 }, width: '100%' } },
      }}
    >
      <Box component="h2" id="paleta-titulo" sx={visualmenteOculto}>
        Paleta de comandos
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SearchIcon color="action" aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          value={texto}
          placeholder="Buscar telas, aprendizes, turmas, empresas..."
          onChange={(e) => {
            setTexto(e.target.value);
            setAtivo(0);
          }}
          onKeyDown={aoTeclar}
          inputProps={{
            role: 'combobox',
            'aria-label': 'Buscar telas e registros',
            'aria-autocomplete': 'list',
            'aria-expanded': itens.length > 0,
            'aria-controls': 'paleta-lista',
            'aria-activedescendant': indiceAtivo >= 0 ? idDaOpcao(indiceAtivo) : undefined,
            'aria-describedby': 'paleta-ajuda',
            autoComplete: 'off',
            spellCheck: false,
            maxLength: 100,
          }}
          sx={{ fontSize: '1.05rem', py: 0.5 }}
        />
        {aguardando && <CircularProgress size={18} aria-hidden />}
        <Box
          component="kbd"
          aria-hidden
          sx={{
            display: { xs: 'none', sm: 'inline-block' },
            fontFamily: 'inherit',
            fontSize: '0.75rem',
            px: 0.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            color: 'text.secondary',
          }}
        >
          Esc
        </Box>
      </Box>

      <Box
        id="paleta-lista"
        role="listbox"
        aria-label="Resultados"
        sx={{ maxHeight: { xs: '70vh', sm: '55vh' }, overflowY: 'auto', py: grupos.length ? 1 : 0 }}
      >
        {grupos.map((grupo) => (
          <Box key={grupo.id} role="group" aria-labelledby={`paleta-grupo-${grupo.id}`}>
            <Typography
              id={`paleta-grupo-${grupo.id}`}
              role="presentation"
              variant="overline"
              color="text.secondary"
              sx={{ display: 'block', px: 2, pt: 1, lineHeight: 2 }}
            >
              {grupo.titulo}
            </Typography>
            {grupo.itens.map((item) => {
              posicao += 1;
              const indice = posicao;
              const selecionado = indice === indiceAtivo;
              return (
                <Box
                  key={item.chave}
                  id={idDaOpcao(indice)}
                  role="option"
                  aria-selected={selecionado}
                  onMouseMove={() => {
                    if (!selecionado) setAtivo(indice);
                  }}
                  onClick={() => {
                    abrir(item);
                  }}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    px: 2,
                    py: 0.75,
                    cursor: 'pointer',
                    bgcolor: selecionado ? 'action.selected' : undefined,
                    borderLeft: 3,
                    borderColor: selecionado ? 'primary.main' : 'transparent',
                  }}
                >
                  <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
                    {grupo.id === 'recentes' ? ICONES.recente : ICONES[item.tipo]}
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {item.rotulo}
                    </Typography>
                    {item.detalhe && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {item.detalhe}
                      </Typography>
                    )}
                  </Box>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>

      <Box
        sx={{
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          display: 'flex',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography
          variant="caption"
          color={isError ? 'error' : 'text.secondary'}
          role="status"
          aria-live="polite"
        >
          {situacao}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          aria-hidden
          sx={{ display: { xs: 'none', sm: 'block' }, whiteSpace: 'nowrap' }}
        >
          ↑↓ mover · Enter abrir
        </Typography>
      </Box>
      {/* The shortcut, for whoever hears the dialog but not the visual hints. */}
      <Box component="p" id="paleta-ajuda" sx={visualmenteOculto}>
        Setas para cima e para baixo mudam o resultado escolhido; Enter abre; Esc fecha.
      </Box>
    </Dialog>
  );
}

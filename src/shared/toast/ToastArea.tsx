// The toast area: notistack (bottom-right, at most 3, 4000 ms) rendered inside a region labelled
// 'Notifications'. The stack is collapsed (toasts tucked behind the newest) until hovered,
// focused, or toggled with Alt+T. Loaded as its own chunk after the first screen (see toast.ts).
import GlobalStyles from '@mui/material/GlobalStyles';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect, useLayoutEffect, useState } from 'react';
import {
  TOAST_ATALHO,
  TOAST_DURACAO_MS,
  TOAST_ENTRADA_MS,
  TOAST_MAX_VISIVEIS,
  TOAST_POSICAO,
  TOAST_REGIAO_ROTULO,
  TOAST_REMOCAO_MS,
} from './constants';
import { Toast } from './Toast';
import { conectarDestino } from './toast';

const componentes = {
  default: Toast,
  success: Toast,
  info: Toast,
  warning: Toast,
  error: Toast,
  loading: Toast,
};

// Anchored at the bottom, notistack stacks in column-reverse: the newest (last in the DOM) is on
// top. Collapsed: every older toast slides up under the one above it and shrinks, like a deck, and
// the newest (painted last) covers them. Expanded: the plain list.
const estilos = {
  '[data-toast-regiao] .notistack-SnackbarContainer > *': {
    transition: `margin ${TOAST_REMOCAO_MS}ms ease, transform ${TOAST_REMOCAO_MS}ms ease`,
  },
  '[data-toast-regiao][data-expandido="false"] .notistack-SnackbarContainer > *:not(:last-child)': {
    marginTop: '-44px',
    transform: 'scale(0.94)',
    transformOrigin: 'top center',
  },
};

/** Hands notistack's functions to toast.ts once the provider exists (it sets them on mount). */
function Conector() {
  useEffect(
    () =>
      conectarDestino({
        mostrar: (mensagem, opcoes) => {
          enqueueSnackbar(mensagem, opcoes);
        },
        fechar: (key) => {
          closeSnackbar(key);
        },
      }),
    [],
  );
  return null;
}

export default function ToastArea() {
  // The region element exists from the first render, so notistack can portal into it at once.
  const [regiao] = useState(() => {
    const el = document.createElement('section');
    el.setAttribute('aria-label', TOAST_REGIAO_ROTULO);
    el.setAttribute('data-toast-regiao', '');
    return el;
  });
  const [fixo, setFixo] = useState(false);
  const [passando, setPassando] = useState(false);

  useLayoutEffect(() => {
    document.body.appendChild(regiao);
    const entrar = () => {
      setPassando(true);
    };
    const sair = () => {
      setPassando(false);
    };
    regiao.addEventListener('mouseenter', entrar);
    regiao.addEventListener('mouseleave', sair);
    regiao.addEventListener('focusin', entrar);
    regiao.addEventListener('focusout', sair);
    return () => {
      regiao.removeEventListener('mouseenter', entrar);
      regiao.removeEventListener('mouseleave', sair);
      regiao.removeEventListener('focusin', entrar);
      regiao.removeEventListener('focusout', sair);
      regiao.remove();
    };
  }, [regiao]);

  useEffect(() => {
    const atalho = (e: KeyboardEvent) => {
      if (e.altKey === TOAST_ATALHO.altKey && e.code === TOAST_ATALHO.code) {
        e.preventDefault();
        setFixo((v) => !v);
      }
    };
    window.addEventListener('keydown', atalho);
    return () => {
      window.removeEventListener('keydown', atalho);
    };
  }, []);

  useLayoutEffect(() => {
    regiao.setAttribute('data-expandido', String(fixo || passando));
  }, [regiao, fixo, passando]);

  return (
    <SnackbarProvider
      domRoot={regiao}
      maxSnack={TOAST_MAX_VISIVEIS}
      autoHideDuration={TOAST_DURACAO_MS}
      anchorOrigin={TOAST_POSICAO}
      transitionDuration={{ enter: TOAST_ENTRADA_MS, exit: TOAST_REMOCAO_MS }}
      Components={componentes}
    >
      <GlobalStyles styles={estilos} />
      <Conector />
    </SnackbarProvider>
  );
}

// One toast: icon, message, close button, and swipe-to-dismiss (pointer events, so mouse, pen and
// touch all work). A swipe that is neither long nor fast enough snaps back.
import CloseIcon from '@mui/icons-material/Close';
import Alert, { type AlertColor } from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useRef, useState, type PointerEvent } from 'react';
import { TOAST_REMOCAO_MS } from './constants';
import { swipeDispensa } from './swipe';
import './variantes';

const gravidade = (variant: string): AlertColor =>
  variant === 'success' || variant === 'warning' || variant === 'error' ? variant : 'info';

interface Arrasto {
  x: number;
  inicio: number;
}

export const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast(
  { id, message, variant, style, className, action },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const arrasto = useRef<Arrasto | null>(null);
  const [deslocamento, setDeslocamento] = useState(0);
  const [arrastando, setArrastando] = useState(false);

  const soltar = (e: PointerEvent<HTMLDivElement>) => {
    const a = arrasto.current;
    arrasto.current = null;
    setArrastando(false);
    if (!a) return;
    const dx = e.clientX - a.x;
    if (swipeDispensa(dx, e.timeStamp - a.inicio)) {
      setDeslocamento(Math.sign(dx || 1) * window.innerWidth);
      closeSnackbar(id);
    } else setDeslocamento(0);
  };

  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        variant="filled"
        severity={gravidade(variant)}
        role={variant === 'error' ? 'alert' : 'status'}
        data-toast={variant}
        icon={variant === 'loading' ? <CircularProgress size={20} color="inherit" /> : undefined}
        onPointerDown={(e) => {
          if ((e.target as HTMLElement).closest('button')) return;
          arrasto.current = { x: e.clientX, inicio: e.timeStamp };
          setArrastando(true);
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          if (arrasto.current) setDeslocamento(e.clientX - arrasto.current.x);
        }}
        onPointerUp={soltar}
        onPointerCancel={() => {
          arrasto.current = null;
          setArrastando(false);
          setDeslocamento(0);
        }}
        action={
          <>
            {/* The caller's button ('Desfazer', 'Recarregar'), then close. */}
            {typeof action === 'function' ? action(id) : action}
            <IconButton
              aria-label="Fechar notificação"
              color="inherit"
              size="small"
              onClick={() => {
                closeSnackbar(id);
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
        sx={{
          width: '100%',
          alignItems: 'center',
          touchAction: 'pan-y',
          cursor: arrastando ? 'grabbing' : 'default',
          transform: `translateX(${deslocamento}px)`,
          opacity: 1 - Math.min(Math.abs(deslocamento) / 300, 0.7),
          transition: arrastando
            ? 'none'
            : `transform ${TOAST_REMOCAO_MS}ms ease, opacity ${TOAST_REMOCAO_MS}ms ease`,
        }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});

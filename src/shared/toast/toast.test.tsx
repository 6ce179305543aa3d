import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from '.';
import ToastArea from './ToastArea';
import { swipeDispensa } from './swipe';
import { TOAST_DURACAO_MS } from './constants';

const regiao = () => screen.getByRole('region', { name: 'Notifications' });
const visiveis = () => within(regiao()).queryAllByText(/^aviso \d$/);

/** Lets time pass in small steps, so each animation's end can schedule the next step. */
function passar(ms: number) {
  for (let i = 0; i < 20; i++) {
    act(() => {
      jest.advanceTimersByTime(ms / 20);
    });
  }
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('toasts', () => {
  it('toasts pedidos antes de a área carregar aparecem quando ela monta', () => {
    toast.info('aviso 1');
    render(<ToastArea />);
    expect(visiveis()).toHaveLength(1);
  });

  it('ficam numa região "Notifications" e mostram no máximo 3 de cada vez', () => {
    render(<ToastArea />);
    act(() => {
      for (let i = 1; i <= 5; i++) toast.info(`aviso ${i}`);
    });
    expect(visiveis()).toHaveLength(3);
  });

  it('somem sozinhos depois de 4000 ms', () => {
    render(<ToastArea />);
    act(() => {
      toast.success('aviso 1');
    });
    expect(visiveis()).toHaveLength(1);
    passar(TOAST_DURACAO_MS - 100);
    expect(visiveis()).toHaveLength(1);
    passar(1000);
    expect(visiveis()).toHaveLength(0);
  });

  it('o botão fechar dispensa', () => {
    render(<ToastArea />);
    act(() => {
      toast.error('aviso 1');
    });
    act(() => {
      screen.getByRole('button', { name: 'Fechar notificação' }).click();
    });
    passar(1000);
    expect(visiveis()).toHaveLength(0);
  });

  it('Alt+T expande e recolhe a pilha', () => {
    render(<ToastArea />);
    expect(regiao()).toHaveAttribute('data-expandido', 'false');
    fireEvent.keyDown(window, { key: 't', code: 'KeyT', altKey: true });
    expect(regiao()).toHaveAttribute('data-expandido', 'true');
    fireEvent.keyDown(window, { key: 't', code: 'KeyT', altKey: true });
    expect(regiao()).toHaveAttribute('data-expandido', 'false');
    fireEvent.keyDown(window, { key: 't', code: 'KeyT' });
    expect(regiao()).toHaveAttribute('data-expandido', 'false');
  });

  it('passar o mouse expande', () => {
    render(<ToastArea />);
    fireEvent.mouseEnter(regiao());
    expect(regiao()).toHaveAttribute('data-expandido', 'true');
    fireEvent.mouseLeave(regiao());
    expect(regiao()).toHaveAttribute('data-expandido', 'false');
  });

  it('o toast de carregamento fica até ser resolvido', () => {
    render(<ToastArea />);
    let t: ReturnType<typeof toast.loading> | undefined;
    act(() => {
      t = toast.loading('aviso 1');
    });
    passar(TOAST_DURACAO_MS * 3);
    expect(visiveis()).toHaveLength(1);
    act(() => {
      t?.sucesso('aviso 2');
    });
    passar(1000);
    expect(within(regiao()).queryByText('aviso 1')).toBeNull();
    expect(within(regiao()).getByText('aviso 2')).toBeInTheDocument();
  });
});

describe('swipe', () => {
  it('dispensa por distância (≥ 45 px) ou por velocidade (> 0,11 px/ms); senão volta', () => {
    expect(swipeDispensa(45, 2000)).toBe(true);
    expect(swipeDispensa(-60, 2000)).toBe(true);
    expect(swipeDispensa(30, 200)).toBe(true); // 0,15 px/ms
    expect(swipeDispensa(30, 300)).toBe(false); // 0,10 px/ms
    expect(swipeDispensa(11, 100)).toBe(false); // exatamente 0,11 não basta
    expect(swipeDispensa(0, 0)).toBe(false);
  });
});

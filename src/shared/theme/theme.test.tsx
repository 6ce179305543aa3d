import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { act, render, renderHook, screen } from '@testing-library/react';
import { ThemeProvider, useTheme } from '.';

function Seletor() {
  const { themeKey, setThemeKey, temas } = useTheme();
  return (
    <div>
      <p>atual: {themeKey}</p>
      {temas.map((t) => (
        <button key={t.key} type="button" onClick={() => setThemeKey(t.key as typeof themeKey)}>
          {t.name}
        </button>
      ))}
    </div>
  );
}

const raiz = () => document.documentElement.classList;

describe('tema', () => {
  beforeEach(() => {
    document.documentElement.className = '';
  });

  it('sem nada guardado usa default, grava app-theme e põe theme-default na raiz', () => {
    render(
      <ThemeProvider>
        <Seletor />
      </ThemeProvider>,
    );
    expect(screen.getByText('atual: default')).toBeInTheDocument();
    expect(localStorage.getItem('app-theme')).toBe('default');
    expect(raiz().contains('theme-default')).toBe(true);
  });

  it('oferece os cinco temas com os nomes exatos', () => {
    render(
      <ThemeProvider>
        <Seletor />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Padrão (Índigo)',
      'Azul Oceano',
      'Verde Floresta',
      'Roxo Imperial',
      'Laranja Solar',
    ]);
  });

  it('cada troca grava em app-theme e troca a classe da raiz, removendo a anterior', () => {
    render(
      <ThemeProvider>
        <Seletor />
      </ThemeProvider>,
    );
    act(() => {
      screen.getByRole('button', { name: 'Verde Floresta' }).click();
    });
    expect(localStorage.getItem('app-theme')).toBe('green');
    expect(raiz().contains('theme-green')).toBe(true);
    expect(raiz().contains('theme-default')).toBe(false);
    act(() => {
      screen.getByRole('button', { name: 'Roxo Imperial' }).click();
    });
    expect(localStorage.getItem('app-theme')).toBe('purple');
    expect(Array.from(raiz()).filter((c) => c.startsWith('theme-'))).toEqual(['theme-purple']);
  });

  it('lê o tema guardado ao iniciar e ignora um valor desconhecido', () => {
    localStorage.setItem('app-theme', 'orange');
    const { unmount } = render(
      <ThemeProvider>
        <Seletor />
      </ThemeProvider>,
    );
    expect(screen.getByText('atual: orange')).toBeInTheDocument();
    unmount();
    localStorage.setItem('app-theme', 'rosa-choque');
    render(
      <ThemeProvider>
        <Seletor />
      </ThemeProvider>,
    );
    expect(screen.getByText('atual: default')).toBeInTheDocument();
  });

  it('um Autocomplete sem textos próprios nomeia os botões em português', () => {
    render(
      <ThemeProvider>
        <Autocomplete
          options={['Manhã', 'Tarde']}
          value="Manhã"
          renderInput={(params) => <TextField {...params} label="Turno" />}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
    expect(document.querySelector('.MuiAutocomplete-clearIndicator')).toHaveAttribute(
      'aria-label',
      'Limpar',
    );
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('useTheme fora do provider lança a mensagem exata', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useTheme())).toThrow(
      'useTheme must be used within a ThemeProvider',
    );
  });
});

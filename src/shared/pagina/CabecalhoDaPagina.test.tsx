import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CabecalhoDaPagina } from './CabecalhoDaPagina';

describe('PageHeader', () => {
  it('is the h1, names the tab and links the breadcrumbs', () => {
    render(
      <MemoryRouter>
        <CabecalhoDaPagina
          titulo="Estados civis"
          subtitulo="Cadastros básicos"
          trilha={[{ rotulo: 'Cadastros', para: '/cadastros' }, { rotulo: 'Estados civis' }]}
          acoes={<button>Novo estado civil</button>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Estados civis' })).toBeInTheDocument();
    expect(document.title).toBe('Estados civis · Jovem Aprendiz');
    expect(screen.getByRole('link', { name: 'Cadastros' })).toHaveAttribute('href', '/cadastros');
    expect(
      screen.getByText('Estados civis', { selector: '[aria-current="page"]' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo estado civil' })).toBeInTheDocument();
  });
});

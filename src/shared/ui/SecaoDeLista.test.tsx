// A short list inside a record's page: the section is named by its title, and it shows the one
// state the list is in — loading, failed, empty — or its items with the link to the rest.
import ListItem from '@mui/material/ListItem';
import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { SecaoDeLista } from './SecaoDeLista';

const elemento = (props: Partial<ComponentProps<typeof SecaoDeLista>>) => (
  <SecaoDeLista
    titulo="Vagas"
    carregando={false}
    textoCarregando="Carregando vagas..."
    erro={null}
    vazio="Esta empresa ainda não tem vagas."
    itens={undefined}
    {...props}
  />
);
const secao = (props: Partial<ComponentProps<typeof SecaoDeLista>>) => render(elemento(props));

describe('SecaoDeLista', () => {
  it('é uma seção com o título e a ação ao lado', () => {
    secao({ acao: <button type="button">Nova vaga</button>, carregando: true });
    const regiao = screen.getByRole('region', { name: 'Vagas' });
    expect(within(regiao).getByRole('heading', { level: 2, name: 'Vagas' })).toBeInTheDocument();
    expect(within(regiao).getByRole('button', { name: 'Nova vaga' })).toBeInTheDocument();
    expect(regiao).toHaveTextContent('Carregando vagas...');
  });

  it('diz a falha, ou que está vazia, sem lista', () => {
    const { rerender } = secao({ erro: 'Sem conexão.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sem conexão.');
    rerender(elemento({ itens: [] }));
    expect(screen.getByText('Esta empresa ainda não tem vagas.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lista os itens e o rodapé', () => {
    secao({
      itens: [<ListItem key={1}>Auxiliar administrativo</ListItem>],
      rodape: <a href="/vagas?parceiroId=5">Ver as 12 vagas da empresa</a>,
    });
    expect(within(screen.getByRole('list')).getByRole('listitem')).toHaveTextContent(
      'Auxiliar administrativo',
    );
    expect(screen.getByRole('link', { name: 'Ver as 12 vagas da empresa' })).toBeInTheDocument();
    expect(screen.queryByText('Esta empresa ainda não tem vagas.')).not.toBeInTheDocument();
  });
});

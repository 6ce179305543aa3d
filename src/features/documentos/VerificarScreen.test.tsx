// /verificar/{codigo} against a fake API, signed out: a valid document with only what the
// receiver compares, a revoked one with its date, and a typed code that cannot be one.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, problema } from '../../testing/apiFalsa';
import { renderizar } from '../../testing/renderizar';
import { VerificarScreen } from './VerificarScreen';

const verificacao = (extra: object = {}) => ({
  codigo: 'ABCD-EFGH-JKMN',
  tipo: 'matricula',
  titulo: 'Declaração de matrícula',
  titular: 'Maria A. S. Santos',
  resumo: 'Matriculado(a) em Auxiliar Administrativo, turma ADM-1',
  organizacao: 'Programa Jovem Aprendiz',
  emitidoEm: '2026-11-20T13:00:00Z',
  situacao: 'valido',
  revogadoEm: null,
  ...extra,
});

const abrir = (codigo: string) =>
  renderizar(<VerificarScreen />, undefined, `/verificar/${codigo}`, '/verificar/:codigo');

describe('/verificar/{codigo}', () => {
  it('diz que é válido e mostra só o que se compara com o papel; pede para não indexar', async () => {
    instalarApiFalsa({ 'GET /api/verificacao/ABCD-EFGH-JKMN': ok(verificacao()) });
    abrir('ABCD-EFGH-JKMN');
    expect(await screen.findByText('Documento válido')).toBeInTheDocument();
    expect(screen.getByText('Maria A. S. Santos')).toBeInTheDocument();
    expect(screen.getByText('Declaração de matrícula')).toBeInTheDocument();
    expect(screen.getByText(/^20\/11\/2026/)).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain(
      'noindex',
    );
  });

  it('revogado: a data e o aviso de que não vale mais', async () => {
    instalarApiFalsa({
      'GET /api/verificacao/ABCD-EFGH-JKMN': ok(
        verificacao({ situacao: 'revogado', revogadoEm: '2026-11-25T15:00:00Z' }),
      ),
    });
    abrir('ABCD-EFGH-JKMN');
    expect(await screen.findByText('Documento revogado em 25/11/2026')).toBeInTheDocument();
    expect(screen.getByText(/não vale mais/)).toBeInTheDocument();
  });

  it('código desconhecido: a mensagem do servidor; digitado fora do formato: explica o formato', async () => {
    instalarApiFalsa({
      'GET /api/verificacao/ZZZZ-ZZZZ-ZZZZ': problema(404, 'Código não encontrado. Confira.'),
    });
    abrir('ZZZZ-ZZZZ-ZZZZ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Código não encontrado. Confira.');
    const campo = screen.getByRole('textbox', { name: 'Código de verificação' });
    await userEvent.clear(campo);
    await userEvent.type(campo, 'OI10');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByText(/São 12 letras e números/)).toBeInTheDocument();
  });
});

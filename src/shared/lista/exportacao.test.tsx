import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { ExportacaoProvider } from './ExportacaoProvider';
import { BotoesDeExportacao } from './BotoesDeExportacao';
import { enderecoDaExportacao, nomeDoArquivoDe } from './arquivo';

const csv = '\uFEFFNome;Idade\r\nJoão;17\r\n';

function streamed(text: string, headers: Record<string, string>): Response {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, 10));
      controller.enqueue(bytes.slice(10));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

/** jsdom's Blob has no bytes(): read it the way a page would (bytes, so the BOM is kept). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

describe('export', () => {
  let saved: { blob: Blob; name: string }[];
  beforeEach(() => {
    saved = [];
    let lastBlob: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:exportacao';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ blob: lastBlob!, name: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  function renderButtons() {
    return render(
      <SnackbarProvider>
        <ExportacaoProvider getToken={() => 'tok-123'}>
          <BotoesDeExportacao
            path="/api/aprendiz/exportar"
            query={{ q: 'joão', situacaoId: 2, sort: '-nome' }}
            fileName="Aprendizes"
          />
        </ExportacaoProvider>
      </SnackbarProvider>,
    );
  }

  it('downloads the streamed file with the list query, the token and the server file name', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      streamed(csv, {
        'content-type': 'text/csv; charset=utf-8',
        'content-length': String(new TextEncoder().encode(csv).byteLength),
        'content-disposition': 'attachment; filename="aprendizes.csv"',
      }),
    );
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Arquivo aprendizes.csv baixado.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/aprendiz/exportar?q=jo%C3%A3o&situacaoId=2&sort=-nome&formato=csv');
    expect(init?.headers).toEqual({ Authorization: 'Bearer tok-123' });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('aprendizes.csv');
    expect(await readBytes(saved[0]!.blob)).toEqual(new TextEncoder().encode(csv));
    expect(screen.getByRole('button', { name: 'Exportar XLSX' })).toBeEnabled();
  });

  it('shows progress from Content-Length while the file streams', async () => {
    let finish: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(40));
        finish = () => {
          controller.enqueue(new Uint8Array(60));
          controller.close();
        };
      },
    });
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(body, { headers: { 'content-length': '100' } }));
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Exportando… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da exportação' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Exportar XLSX' })).toBeDisabled();
    finish();
    // No Content-Disposition: the list's title names the file.
    expect(await screen.findByText('Arquivo Aprendizes.csv baixado.')).toBeInTheDocument();
  });

  it('says why in Portuguese when the server refuses', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ status: 403, title: 'Proibido' }), {
        status: 403,
        headers: { 'content-type': 'application/problem+json' },
      }),
    );
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    expect(
      await screen.findByText('Não foi possível exportar. Você não tem permissão para esta ação.'),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('reads the file name from either Content-Disposition form', () => {
    expect(nomeDoArquivoDe("attachment; filename*=UTF-8''Aprendizes%20S%C3%A3o%20Paulo.xlsx")).toBe(
      'Aprendizes São Paulo.xlsx',
    );
    expect(nomeDoArquivoDe('attachment; filename=turmas.csv')).toBe('turmas.csv');
    expect(nomeDoArquivoDe(null)).toBeNull();
    expect(
      enderecoDaExportacao('/api/x/exportar', { q: '', ativo: 'todos', page: undefined }, 'xlsx'),
    ).toBe('/api/x/exportar?ativo=todos&formato=xlsx');
  });
});

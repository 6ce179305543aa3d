// Every action and kind of record the server writes to the audit trail reads in Portuguese on
// /admin/auditoria (issue 32: "Sistema gerar competencia-beneficios #2026-10"). The server's own
// source is read for the codes it writes, so a new one without a label fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rotuloDaAcao } from '../../src/features/admin/auditoria/diferencas';
import {
  descricaoDoRegistro,
  rotuloDaEntidade,
} from '../../src/features/admin/auditoria/entidades';

function fontesDoServidor(pasta: string): string[] {
  return readdirSync(pasta, { withFileTypes: true }).flatMap((e) => {
    const caminho = path.join(pasta, e.name);
    if (e.isDirectory()) return e.name === 'seed' ? [] : fontesDoServidor(caminho);
    return e.name.endsWith('.ts') ? [readFileSync(caminho, 'utf8')] : [];
  });
}

const fontes = fontesDoServidor(path.join(process.cwd(), 'server')).join('\n');
const codigos = (padrao: RegExp) => [...new Set([...fontes.matchAll(padrao)].map((m) => m[1]!))];

// Access-log actions (the Acessos tab has its own words) are not the trail's.
const DO_REGISTRO_DE_ACESSOS = new Set(['visualizar', 'consultar-cpf', 'exportar', 'portal']);

describe('rótulos da trilha de auditoria', () => {
  it('cada ação que o servidor grava tem seu verbo em português', () => {
    const acoes = [
      ...codigos(/(?<![A-Za-z])acao: '([a-z-]+)'/g),
      ...codigos(/(?<![A-Za-z])acao: antes \? '[a-z-]+' : '([a-z-]+)'/g),
      ...codigos(/acao: ativo \? '([a-z-]+)'/g),
      ...codigos(/acao: ativo \? '[a-z-]+' : '([a-z-]+)'/g),
    ].filter((a) => !DO_REGISTRO_DE_ACESSOS.has(a));
    expect(acoes).toEqual(expect.arrayContaining(['gerar', 'criar', 'inativar', 'lancar']));
    expect(acoes.filter((a) => rotuloDaAcao(a) === a)).toEqual([]);
  });

  it('cada tipo de registro que o servidor grava tem seu nome em português', () => {
    const entidades = [
      ...codigos(/(?<![A-Za-z])entidade: '([a-z-]+)'/g),
      ...codigos(/ENTIDADE = '([a-z-]+)'/g),
    ];
    expect(entidades).toEqual(expect.arrayContaining(['competencia-beneficios', 'contrato']));
    expect(entidades.filter((e) => rotuloDaEntidade(e) === e)).toEqual([]);
  });

  it('o mês dos benefícios e o dia da frequência se leem como datas', () => {
    expect(
      `Sistema ${rotuloDaAcao('gerar').toLowerCase()} ${descricaoDoRegistro('competencia-beneficios', '2026-10')}`,
    ).toBe('Sistema gerou Benefícios do mês de 10/2026');
    expect(descricaoDoRegistro('frequencia', '12:2026-03-02')).toBe(
      'Frequência da turma #12 em 02/03/2026',
    );
    expect(descricaoDoRegistro('aprendiz', '7')).toBe('Aprendiz #7');
    expect(descricaoDoRegistro('funcao', null)).toBe('Função');
  });
});

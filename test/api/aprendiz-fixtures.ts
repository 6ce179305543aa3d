// Valid apprentices for the API tests: a new valid CPF per call, ages relative to today.
import type { Database } from '../../server/db/client';
import { gerarAprendizes } from '../../server/db/seed/demo/aprendizes';
import { carregarReferencias, inserirAprendizes } from '../../server/db/seed/demo/inserir';
import { anosAntes } from '../../server/modules/aprendizes/consultas';
import { dataLocal } from '../../src/shared/validation/datas';
import { digitosVerificadoresCpf } from '../../src/shared/validation/documentos';

let sequencia = 0;
/** A new valid CPF on every call (unique across the file). */
export function novoCpf(): string {
  sequencia += 1;
  const base = String(300_000_000 + sequencia * 7919).slice(0, 9);
  return base + digitosVerificadoresCpf(base);
}

export const hoje = () => dataLocal(new Date());

export const responsavel = () => ({
  nome: 'Rosa Souza',
  cpf: novoCpf(),
  parentesco: 'Mãe',
  telefone: '1133334444',
});

/** A valid adult apprentice (20 years old), living in São Paulo. */
export function corpoValido(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    nome: 'Maria Aparecida Souza',
    cpf: novoCpf(),
    dataNascimento: anosAntes(hoje(), 20),
    celular: '(11) 98888-7777',
    email: 'maria@example.com',
    endereco: {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      municipioId: 3550308,
    },
    ...extra,
  };
}

/** `quantidade` generated apprentices (the demo's generator, seeded for the same rows each run). */
export async function semearAprendizes(db: Database, quantidade: number, semente: number) {
  await db.transaction(async (tx) => {
    const referencias = await carregarReferencias(tx);
    const gerados = gerarAprendizes({ quantidade, semente, hoje: hoje(), referencias });
    await inserirAprendizes(tx, gerados, referencias, false);
  });
}

// The apprentice picker's search (GET /api/aprendiz?q): the store's search in another feature's
// list (a plain call, not a cached query, since every keystroke is a new question), from the
// second letter on. The apprentices' endpoints belong to their own feature, which this one must
// not import.
import { useCallback } from 'react';
import { mascararCpf } from '../../shared/format';
import type { CarregarOpcoes } from '../../shared/formulario';
import { useBuscaEmLista } from '../../store/buscas';

interface AprendizDaLista {
  id: number;
  nome: string;
  cpf: string;
  situacao: string;
  ativo: boolean;
}

const cpfLegivel = (cpf: string) => (/^\d{11}$/.test(cpf) ? mascararCpf(cpf) : cpf);

const rotulo = (a: AprendizDaLista) => `${a.nome} · CPF ${cpfLegivel(a.cpf)} · ${a.situacao}`;

export function useBuscaDeAprendizes(): CarregarOpcoes {
  const buscar = useBuscaEmLista('/api/aprendiz', 'nome', rotulo);
  return useCallback<CarregarOpcoes>(
    (texto, sinal) => (texto.trim().length < 2 ? Promise.resolve([]) : buscar(texto, sinal)),
    [buscar],
  );
}

// Test-only: the lookups and records the apprentice screens read, as the API answers them, and
// the record's page opened as the app routes it.
import { ProvedorDeConfirmacao } from '../../shared/dialogos';
import { ok, type Resposta } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { AprendizDetalheScreen } from './AprendizDetalheScreen';
import type { Aprendiz } from './api';

/** The apprentice's page at `caminho` ('/aprendizes/7?aba=beneficios') for who has `permissoes`. */
export function abrirAprendiz(caminho: string, permissoes: string[]) {
  return renderizar(
    <ProvedorDeConfirmacao>
      <AprendizDetalheScreen />
    </ProvedorDeConfirmacao>,
    sessaoAtiva({ ...usuarioDeTeste, permissoes }),
    caminho,
    '/aprendizes/:id',
  );
}

const lista = (nomes: string[]) =>
  ok({
    data: nomes.map((nome, i) => ({ id: i + 1, codigo: null, nome, ativo: true, versao: 1 })),
  });

export const opcoesFalsas: Record<string, Resposta> = {
  'GET /api/cadastros/genero': lista(['Feminino', 'Masculino']),
  'GET /api/cadastros/estado-civil': lista(['Solteiro(a)']),
  'GET /api/cadastros/nacionalidade': lista(['Brasileira']),
  'GET /api/cadastros/grau-escolaridade': lista(['Ensino médio incompleto']),
  'GET /api/cadastros/regiao': lista(['Zona Sul']),
  'GET /api/cadastros/motivos-afastamento': lista(['Licença médica']),
  'GET /api/cadastros/tipos-contato': ok({
    data: [{ id: 1, codigo: null, nome: 'WhatsApp', formato: 'telefone', ativo: true }],
  }),
  'GET /api/cadastros/situacao-aprendiz': ok({
    data: [
      { id: 1, codigo: 'inscrito', nome: 'Inscrito', ordem: 1, cor: 'default', descricao: '' },
      {
        id: 4,
        codigo: 'contratado',
        nome: 'Contratado',
        ordem: 4,
        cor: 'success',
        descricao: '',
      },
      { id: 5, codigo: 'afastado', nome: 'Afastado', ordem: 5, cor: 'warning', descricao: '' },
    ],
  }),
};

export const aprendizFalso = (mudancas: Partial<Aprendiz> = {}): Aprendiz => ({
  id: 7,
  nome: 'Joana Araújo',
  nomeSocial: null,
  cpf: '529.982.247-25',
  rg: null,
  dataNascimento: '2006-03-10',
  idade: 20,
  generoId: 1,
  estadoCivilId: null,
  nacionalidadeId: null,
  naturalidade: null,
  grauEscolaridadeId: null,
  escola: null,
  turnoEscolar: null,
  pcd: false,
  tipoDeficiencia: null,
  email: null,
  telefone: null,
  celular: '11987654321',
  endereco: {
    cep: null,
    logradouro: null,
    numero: null,
    complemento: null,
    bairro: null,
    municipioId: 3550308,
    uf: 'SP',
  },
  regiaoId: null,
  contatos: [],
  responsavel: null,
  situacaoId: 4,
  dataCadastro: '2026-01-10',
  observacoes: null,
  ativo: true,
  anonimizadoEm: null,
  versao: 3,
  criadoEm: '2026-01-10T12:00:00Z',
  atualizadoEm: '2026-01-10T12:00:00Z',
  afastamentoAtual: null,
  rotulos: {
    situacao: 'Contratado',
    situacaoCor: 'success',
    genero: 'Feminino',
    estadoCivil: null,
    nacionalidade: null,
    naturalidade: null,
    grauEscolaridade: null,
    municipio: 'São Paulo - SP',
    regiao: null,
  },
  ...mudancas,
});

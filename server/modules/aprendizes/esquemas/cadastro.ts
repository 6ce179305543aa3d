// The whole record as GET /api/aprendiz/{id} answers it.
import { Type } from 'typebox';
import { componente, Momento } from '../../../shared/componentes';
import { Nulo } from '../../../shared/esquemas';
import { inteiro, texto } from './comum';

export const Aprendiz = componente(
  'Aprendiz',
  Type.Object(
    {
      id: Type.Integer(),
      nome: Type.String(),
      nomeSocial: texto,
      cpf: Type.String({
        description: '000.000.000-00; ***.456.789-** para quem não tem aprendizes:ver-cpf.',
      }),
      rg: texto,
      dataNascimento: Type.String({ description: 'aaaa-mm-dd' }),
      idade: Type.Integer({ description: 'Anos completos hoje.' }),
      generoId: inteiro,
      estadoCivilId: inteiro,
      nacionalidadeId: inteiro,
      naturalidade: Nulo(Type.Integer(), {
        description: 'Código IBGE do município de nascimento.',
      }),
      grauEscolaridadeId: inteiro,
      escola: texto,
      turnoEscolar: texto,
      pcd: Type.Boolean(),
      tipoDeficiencia: texto,
      email: texto,
      telefone: Nulo(Type.String(), { description: 'Só dígitos.' }),
      celular: Nulo(Type.String(), { description: 'Só dígitos.' }),
      endereco: Type.Object({
        cep: Nulo(Type.String(), { description: '8 dígitos.' }),
        logradouro: texto,
        numero: texto,
        complemento: texto,
        bairro: texto,
        municipioId: inteiro,
        uf: texto,
      }),
      regiaoId: inteiro,
      contatos: Type.Array(
        Type.Object({
          tipoContatoId: Type.Integer(),
          tipoContato: Type.String(),
          valor: Type.String(),
        }),
      ),
      responsavel: Nulo(
        Type.Object({ nome: texto, cpf: texto, parentesco: texto, telefone: texto, email: texto }),
      ),
      situacaoId: Type.Integer(),
      dataCadastro: Type.String({ description: 'aaaa-mm-dd' }),
      observacoes: texto,
      ativo: Type.Boolean(),
      anonimizadoEm: Nulo(Momento(), {
        description: 'Quando o cadastro foi anonimizado (LGPD, irreversível); null se nunca foi.',
      }),
      versao: Type.Integer(),
      criadoEm: Momento(),
      atualizadoEm: Momento(),
      afastamentoAtual: Nulo(
        Type.Object({
          id: Type.Integer(),
          dataInicio: Type.String(),
          motivo: Type.String(),
        }),
        { description: 'O afastamento em aberto, quando houver.' },
      ),
      rotulos: Type.Object(
        {
          situacao: Type.String(),
          situacaoCor: Type.String(),
          genero: texto,
          estadoCivil: texto,
          nacionalidade: texto,
          naturalidade: Nulo(Type.String(), { description: '"Campinas - SP".' }),
          grauEscolaridade: texto,
          municipio: Nulo(Type.String(), { description: '"São Paulo - SP".' }),
          regiao: texto,
        },
        { description: 'Nomes dos itens escolhidos, só para exibição (ignorados ao salvar).' },
      ),
    },
    { description: 'Cadastro completo do aprendiz.' },
  ),
);

// The apprentice's sectioned form, for sign-up and edit. The responsável section turns required
// while the birth date makes the person a minor; a CPF that came hidden (no aprendizes:ver-cpf)
// is shown as it came and kept, never retyped.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useMemo } from 'react';
import { useForm } from 'react-final-form';
import {
  CampoDeAutocompletar,
  CampoDeData,
  FormularioDeRegistro,
  type FormularioDeRegistroProps,
  SecaoDeFormulario,
  CampoComMascara,
  CampoDeSelecao,
  CampoLigaDesliga,
  CampoDeTexto,
  type Opcao,
} from '../../shared/formulario';
import { PARENTESCOS, TIPOS_DEFICIENCIA, TURNOS_ESCOLARES } from '../../shared/validation/aprendiz';
import { dataLocal, menorDeIdade } from '../../shared/validation/datas';
import { cpfEscondido, esquemaAprendiz, type ValoresAprendiz } from './esquema';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { comEscolhido, useMunicipioOptions, useOpcoesDoAprendiz } from './opcoes';

/**
 * The form kit's own props, picked from it: what is spread into FormularioDeRegistro below must
 * carry its names (a renamed kit prop then fails to compile here instead of being dropped).
 */
export interface FormularioAprendizProps extends Pick<
  FormularioDeRegistroProps<ValoresAprendiz>,
  'onSubmit' | 'aoSalvar' | 'aoCancelar' | 'aoRecarregar' | 'rotuloDoBotao' | 'mensagemDeSucesso'
> {
  initialValues: Partial<ValoresAprendiz>;
  /** Labels of the municipalities already chosen ('São Paulo - SP'), before any search. */
  rotulos?: Partial<
    Record<
      | 'municipio'
      | 'naturalidade'
      | 'genero'
      | 'estadoCivil'
      | 'nacionalidade'
      | 'grauEscolaridade'
      | 'regiao',
      string | null
    >
  >;
}

const opcoesDe = (lista: readonly { valor: string; rotulo: string }[]): Opcao[] =>
  lista.map((t) => ({ value: t.valor, label: t.rotulo }));
const TURNOS = opcoesDe(TURNOS_ESCOLARES);
const DEFICIENCIAS = opcoesDe(TIPOS_DEFICIENCIA);
const NAO_INFORMADO = 'Não informado';

const inicial = (valor: number | null | undefined, rotulo: string | null | undefined) =>
  valor && rotulo ? { value: valor, label: rotulo } : undefined;

export function FormularioAprendiz(props: FormularioAprendizProps) {
  const hoje = dataLocal(new Date());
  const opcoes = useOpcoesDoAprendiz();
  const { formatoContato } = opcoes;
  const schema = useMemo(() => esquemaAprendiz({ hoje, formatoContato }), [hoje, formatoContato]);
  // What is left (onSubmit, aoSalvar, aoCancelar, aoRecarregar, words) is the form kit's own.
  const { initialValues: iniciais, rotulos, ...doFormulario } = props;
  if (opcoes.carregando)
    return <TelaCarregando texto="Carregando formulário..." telaCheia={false} />;
  const selecao = {
    generos: comEscolhido(opcoes.generos, iniciais.generoId, rotulos?.genero),
    estadosCivis: comEscolhido(opcoes.estadosCivis, iniciais.estadoCivilId, rotulos?.estadoCivil),
    nacionalidades: comEscolhido(
      opcoes.nacionalidades,
      iniciais.nacionalidadeId,
      rotulos?.nacionalidade,
    ),
    grausEscolaridade: comEscolhido(
      opcoes.grausEscolaridade,
      iniciais.grauEscolaridadeId,
      rotulos?.grauEscolaridade,
    ),
    regioes: comEscolhido(opcoes.regioes, iniciais.regiaoId, rotulos?.regiao),
  };

  return (
    <FormularioDeRegistro<ValoresAprendiz>
      {...doFormulario}
      esquema={schema}
      initialValues={iniciais}
    >
      {(valores) => {
        const menor =
          typeof valores.dataNascimento === 'string' && menorDeIdade(valores.dataNascimento, hoje);
        return (
          <>
            <SecaoDeFormulario titulo="Dados pessoais">
              <CampoDeTexto name="nome" label="Nome completo" required autoComplete="off" />
              <CampoDeTexto
                name="nomeSocial"
                label="Nome social"
                helperText="Mostrado no lugar do nome, quando informado"
              />
              <CampoDeData
                name="dataNascimento"
                label="Data de nascimento"
                required
                maxDate={hoje}
              />
              <CampoDeSelecao
                name="generoId"
                label="Gênero"
                opcoes={selecao.generos}
                rotuloVazio={NAO_INFORMADO}
              />
              <CampoDeSelecao
                name="estadoCivilId"
                label="Estado civil"
                opcoes={selecao.estadosCivis}
                rotuloVazio={NAO_INFORMADO}
              />
              <CampoDeSelecao
                name="nacionalidadeId"
                label="Nacionalidade"
                opcoes={selecao.nacionalidades}
                rotuloVazio={NAO_INFORMADO}
              />
              <CampoDeAutocompletar
                name="naturalidade"
                label="Naturalidade (município)"
                useOpcoes={useMunicipioOptions}
                opcaoInicial={inicial(iniciais.naturalidade, rotulos?.naturalidade)}
              />
              <CampoDeData
                name="dataCadastro"
                label="Data de cadastro"
                maxDate={hoje}
                helperText="Base da regra de idade; hoje, se ficar em branco"
              />
              <CampoLigaDesliga name="pcd" label="Pessoa com deficiência (PcD)" />
              {valores.pcd && (
                <CampoDeSelecao
                  name="tipoDeficiencia"
                  label="Tipo de deficiência"
                  opcoes={DEFICIENCIAS}
                  required
                />
              )}
            </SecaoDeFormulario>

            <SecaoDeFormulario titulo="Documentos">
              <CampoCpf name="cpf" label="CPF" valor={iniciais.cpf} required />
              <CampoDeTexto name="rg" label="RG" />
            </SecaoDeFormulario>

            <SecaoDeFormulario titulo="Escolaridade">
              <CampoDeSelecao
                name="grauEscolaridadeId"
                label="Grau de escolaridade"
                opcoes={selecao.grausEscolaridade}
                rotuloVazio={NAO_INFORMADO}
              />
              <CampoDeTexto name="escola" label="Escola" />
              <CampoDeSelecao
                name="turnoEscolar"
                label="Turno escolar"
                opcoes={TURNOS}
                rotuloVazio={NAO_INFORMADO}
              />
            </SecaoDeFormulario>

            <SecaoDeFormulario titulo="Endereço">
              <CampoComMascara name="endereco.cep" label="CEP" mascara="cep" />
              <CampoDeTexto
                name="endereco.logradouro"
                label="Logradouro"
                autoComplete="address-line1"
              />
              <CampoDeTexto name="endereco.numero" label="Número" />
              <CampoDeTexto
                name="endereco.complemento"
                label="Complemento"
                autoComplete="address-line2"
              />
              <CampoDeTexto name="endereco.bairro" label="Bairro" />
              <CampoDeAutocompletar
                name="endereco.municipioId"
                label="Município"
                useOpcoes={useMunicipioOptions}
                opcaoInicial={inicial(iniciais.endereco?.municipioId, rotulos?.municipio)}
              />
              <CampoDeSelecao
                name="regiaoId"
                label="Região"
                opcoes={selecao.regioes}
                rotuloVazio={NAO_INFORMADO}
              />
            </SecaoDeFormulario>

            <SecaoDeFormulario titulo="Contatos">
              <CampoDeTexto name="email" label="E-mail" type="email" autoComplete="email" />
              <CampoComMascara name="telefone" label="Telefone" mascara="telefone" />
              <CampoComMascara name="celular" label="Celular" mascara="telefone" />
              <ContatosExtras contatos={valores.contatos ?? []} tipos={opcoes.tiposContato} />
            </SecaoDeFormulario>

            <SecaoDeFormulario
              titulo={menor ? 'Responsável (obrigatório)' : 'Responsável'}
              descricao={
                menor
                  ? 'Obrigatório enquanto o aprendiz tiver menos de 18 anos.'
                  : 'Opcional a partir dos 18 anos.'
              }
            >
              <CampoDeTexto name="responsavel.nome" label="Nome do responsável" required={menor} />
              <CampoCpf
                name="responsavel.cpf"
                label="CPF do responsável"
                valor={iniciais.responsavel?.cpf}
                required={menor}
              />
              <CampoDeTexto
                name="responsavel.parentesco"
                label="Parentesco"
                required={menor}
                slotProps={{ htmlInput: { list: 'parentescos' } }}
              />
              <datalist id="parentescos">
                {PARENTESCOS.map((p) => (
                  <option key={p} value={p} />
                ))}
              </datalist>
              <CampoComMascara
                name="responsavel.telefone"
                label="Telefone do responsável"
                mascara="telefone"
                required={menor}
              />
              <CampoDeTexto
                name="responsavel.email"
                label="E-mail do responsável"
                type="email"
                helperText="Recebe o aviso de entrevista enquanto o aprendiz for menor de idade."
              />
            </SecaoDeFormulario>

            <SecaoDeFormulario titulo="Observações">
              <Box sx={{ gridColumn: '1 / -1' }}>
                <CampoDeTexto name="observacoes" label="Observações" multiline minRows={3} />
              </Box>
            </SecaoDeFormulario>
          </>
        );
      }}
    </FormularioDeRegistro>
  );
}

/** A CPF input, or the hidden CPF as it came (it cannot be read, so it cannot be edited). */
function CampoCpf(props: {
  name: string;
  label: string;
  valor?: string | null;
  required?: boolean;
}) {
  if (cpfEscondido(props.valor)) {
    return (
      <CampoDeTexto
        name={props.name}
        label={props.label}
        disabled
        helperText="Sua função não permite ver nem alterar o CPF completo"
      />
    );
  }
  return (
    <CampoComMascara
      name={props.name}
      label={props.label}
      mascara="cpf"
      required={props.required}
    />
  );
}

type Contatos = NonNullable<ValoresAprendiz['contatos']>;

/** Extra contacts (WhatsApp, a relative for messages...): type and value, added and removed. */
function ContatosExtras({ contatos, tipos }: { contatos: Contatos; tipos: Opcao[] }) {
  const form = useForm<ValoresAprendiz>();
  const mudar = (novos: Partial<Contatos[number]>[]) => {
    form.change('contatos', novos as Contatos);
  };
  return (
    <>
      {contatos.map((_, i) => (
        <Box
          // Fields are bound by position; the values live in the form, not in this list.
          key={i}
          role="group"
          aria-label={`Contato ${i + 1}`}
          sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <Box sx={{ flex: '1 1 12rem' }}>
            <CampoDeSelecao
              name={`contatos.${i}.tipoContatoId`}
              label="Tipo de contato"
              opcoes={tipos}
              required
            />
          </Box>
          <Box sx={{ flex: '2 1 14rem' }}>
            <CampoDeTexto name={`contatos.${i}.valor`} label="Contato" required />
          </Box>
          <IconButton
            aria-label={`Remover o contato ${i + 1}`}
            onClick={() => {
              mudar(contatos.filter((__, j) => j !== i));
            }}
            sx={{ mt: 1 }}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => {
            mudar([...contatos, { valor: '' }]);
          }}
        >
          Adicionar outro contato
        </Button>
      </Box>
    </>
  );
}

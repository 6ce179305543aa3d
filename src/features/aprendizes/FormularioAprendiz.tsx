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
  AutocompleteField,
  DateField,
  EntityForm,
  FormSection,
  MaskedField,
  SelectField,
  SwitchField,
  TextField,
  type Option,
} from '../../shared/formulario';
import { PARENTESCOS, TIPOS_DEFICIENCIA, TURNOS_ESCOLARES } from '../../shared/validation/aprendiz';
import { dataLocal, menorDeIdade } from '../../shared/validation/datas';
import { cpfEscondido, esquemaAprendiz, type ValoresAprendiz } from './esquema';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { comEscolhido, useMunicipioOptions, useOpcoesDoAprendiz } from './opcoes';

export interface FormularioAprendizProps {
  initialValues: Partial<ValoresAprendiz>;
  onSubmit: (valores: ValoresAprendiz) => Promise<unknown>;
  onSuccess: (resultado: unknown) => void;
  onCancel: () => void;
  onReload?: () => void;
  submitLabel?: string;
  successMessage?: string;
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

const opcoesDe = (lista: readonly { valor: string; rotulo: string }[]): Option[] =>
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
  // What is left (onSubmit, onSuccess, onCancel, onReload, labels) is the EntityForm's own.
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
    <EntityForm<ValoresAprendiz> {...doFormulario} schema={schema} initialValues={iniciais}>
      {(valores) => {
        const menor =
          typeof valores.dataNascimento === 'string' && menorDeIdade(valores.dataNascimento, hoje);
        return (
          <>
            <FormSection title="Dados pessoais">
              <TextField name="nome" label="Nome completo" required autoComplete="off" />
              <TextField
                name="nomeSocial"
                label="Nome social"
                helperText="Mostrado no lugar do nome, quando informado"
              />
              <DateField name="dataNascimento" label="Data de nascimento" required maxDate={hoje} />
              <SelectField
                name="generoId"
                label="Gênero"
                options={selecao.generos}
                emptyLabel={NAO_INFORMADO}
              />
              <SelectField
                name="estadoCivilId"
                label="Estado civil"
                options={selecao.estadosCivis}
                emptyLabel={NAO_INFORMADO}
              />
              <SelectField
                name="nacionalidadeId"
                label="Nacionalidade"
                options={selecao.nacionalidades}
                emptyLabel={NAO_INFORMADO}
              />
              <AutocompleteField
                name="naturalidade"
                label="Naturalidade (município)"
                useOptions={useMunicipioOptions}
                initialOption={inicial(iniciais.naturalidade, rotulos?.naturalidade)}
              />
              <DateField
                name="dataCadastro"
                label="Data de cadastro"
                maxDate={hoje}
                helperText="Base da regra de idade; hoje, se ficar em branco"
              />
              <SwitchField name="pcd" label="Pessoa com deficiência (PcD)" />
              {valores.pcd && (
                <SelectField
                  name="tipoDeficiencia"
                  label="Tipo de deficiência"
                  options={DEFICIENCIAS}
                  required
                />
              )}
            </FormSection>

            <FormSection title="Documentos">
              <CampoCpf name="cpf" label="CPF" valor={iniciais.cpf} required />
              <TextField name="rg" label="RG" />
            </FormSection>

            <FormSection title="Escolaridade">
              <SelectField
                name="grauEscolaridadeId"
                label="Grau de escolaridade"
                options={selecao.grausEscolaridade}
                emptyLabel={NAO_INFORMADO}
              />
              <TextField name="escola" label="Escola" />
              <SelectField
                name="turnoEscolar"
                label="Turno escolar"
                options={TURNOS}
                emptyLabel={NAO_INFORMADO}
              />
            </FormSection>

            <FormSection title="Endereço">
              <MaskedField name="endereco.cep" label="CEP" mask="cep" />
              <TextField
                name="endereco.logradouro"
                label="Logradouro"
                autoComplete="address-line1"
              />
              <TextField name="endereco.numero" label="Número" />
              <TextField
                name="endereco.complemento"
                label="Complemento"
                autoComplete="address-line2"
              />
              <TextField name="endereco.bairro" label="Bairro" />
              <AutocompleteField
                name="endereco.municipioId"
                label="Município"
                useOptions={useMunicipioOptions}
                initialOption={inicial(iniciais.endereco?.municipioId, rotulos?.municipio)}
              />
              <SelectField
                name="regiaoId"
                label="Região"
                options={selecao.regioes}
                emptyLabel={NAO_INFORMADO}
              />
            </FormSection>

            <FormSection title="Contatos">
              <TextField name="email" label="E-mail" type="email" autoComplete="email" />
              <MaskedField name="telefone" label="Telefone" mask="telefone" />
              <MaskedField name="celular" label="Celular" mask="telefone" />
              <ContatosExtras contatos={valores.contatos ?? []} tipos={opcoes.tiposContato} />
            </FormSection>

            <FormSection
              title={menor ? 'Responsável (obrigatório)' : 'Responsável'}
              description={
                menor
                  ? 'Obrigatório enquanto o aprendiz tiver menos de 18 anos.'
                  : 'Opcional a partir dos 18 anos.'
              }
            >
              <TextField name="responsavel.nome" label="Nome do responsável" required={menor} />
              <CampoCpf
                name="responsavel.cpf"
                label="CPF do responsável"
                valor={iniciais.responsavel?.cpf}
                required={menor}
              />
              <TextField
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
              <MaskedField
                name="responsavel.telefone"
                label="Telefone do responsável"
                mask="telefone"
                required={menor}
              />
              <TextField
                name="responsavel.email"
                label="E-mail do responsável"
                type="email"
                helperText="Recebe o aviso de entrevista enquanto o aprendiz for menor de idade."
              />
            </FormSection>

            <FormSection title="Observações">
              <Box sx={{ gridColumn: '1 / -1' }}>
                <TextField name="observacoes" label="Observações" multiline minRows={3} />
              </Box>
            </FormSection>
          </>
        );
      }}
    </EntityForm>
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
      <TextField
        name={props.name}
        label={props.label}
        disabled
        helperText="Sua função não permite ver nem alterar o CPF completo"
      />
    );
  }
  return <MaskedField name={props.name} label={props.label} mask="cpf" required={props.required} />;
}

type Contatos = NonNullable<ValoresAprendiz['contatos']>;

/** Extra contacts (WhatsApp, a relative for messages...): type and value, added and removed. */
function ContatosExtras({ contatos, tipos }: { contatos: Contatos; tipos: Option[] }) {
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
            <SelectField
              name={`contatos.${i}.tipoContatoId`}
              label="Tipo de contato"
              options={tipos}
              required
            />
          </Box>
          <Box sx={{ flex: '2 1 14rem' }}>
            <TextField name={`contatos.${i}.valor`} label="Contato" required />
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

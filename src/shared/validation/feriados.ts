// National and state holidays of a year (the server's answer, and the screens may use it too), from @brazilian-utils/brazilian-utils (offline, kept up
// to date with the federal calendar): fixed dates and the Easter-based ones, the 27 UFs' own. The
// library lists Carnaval's Tuesday only; the federal calendar makes the Monday a ponto facultativo
// too, so it is added here (the Tuesday minus one day). Easter Sunday ("religious") is left out:
// it is a Sunday, not a day off anyone observes. Pure: no database.
import { getHolidays, type Holiday } from '@brazilian-utils/brazilian-utils/get-holidays';
import { type OrigemFeriado } from './frequencia';
import { somarDias } from './datas';

export const ANO_MINIMO = 1900;
export const ANO_MAXIMO = 2099;

export interface FeriadoCalculado {
  data: string;
  nome: string;
  origem: Extract<OrigemFeriado, 'nacional' | 'estadual' | 'ponto-facultativo'>;
  uf: string | null;
}

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

export const ehUf = (valor: string | null | undefined): valor is Uf =>
  valor !== null && valor !== undefined && (UFS as readonly string[]).includes(valor);

// The library builds each date at local midnight: read it back in local time, whatever the TZ.
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const ORIGEM: Record<Exclude<Holiday['type'], 'religious'>, FeriadoCalculado['origem']> = {
  national: 'nacional',
  state: 'estadual',
  optional: 'ponto-facultativo',
};

const cache = new Map<string, readonly FeriadoCalculado[]>();

/** The year's national holidays and pontos facultativos, plus the UF's own when one is given. */
export function feriadosDoAno(ano: number, uf?: string | null): readonly FeriadoCalculado[] {
  const chave = `${ano}|${uf ?? ''}`;
  const guardado = cache.get(chave);
  if (guardado) return guardado;
  const estado = ehUf(uf) ? uf : undefined;
  const nacionais = new Set(getHolidays(ano).map((f) => `${f.name}|${iso(f.date)}`));
  const lista: FeriadoCalculado[] = [];
  for (const f of getHolidays(estado ? { year: ano, stateCode: estado } : { year: ano })) {
    if (f.type === 'religious') continue;
    const data = iso(f.date);
    const origem = ORIGEM[f.type];
    // A state entry that replaced a national one (DF's Corpus Christi) is the state's.
    const doEstado = origem === 'estadual' || !nacionais.has(`${f.name}|${data}`);
    lista.push({ data, nome: f.name, origem, uf: doEstado && estado ? estado : null });
    if (f.name === 'Carnaval (terça-feira)') {
      lista.push({
        data: somarDias(data, -1),
        nome: 'Carnaval (segunda-feira)',
        origem: 'ponto-facultativo',
        uf: null,
      });
    }
  }
  lista.sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
  cache.set(chave, lista);
  return lista;
}

/** The computed holidays between two dates (both included), of the UF when given. */
export function feriadosCalculadosEntre(
  inicio: string,
  fim: string,
  uf?: string | null,
): FeriadoCalculado[] {
  const anos: number[] = [];
  for (let ano = Number(inicio.slice(0, 4)); ano <= Number(fim.slice(0, 4)); ano += 1) {
    if (ano >= ANO_MINIMO && ano <= ANO_MAXIMO) anos.push(ano);
  }
  return anos.flatMap((ano) =>
    feriadosDoAno(ano, uf).filter((f) => f.data >= inicio && f.data <= fim),
  );
}

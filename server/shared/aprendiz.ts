// An apprentice as the notices and the partner portal address them: the social name when there is
// one, else the civil name. One SQL expression, so an e-mail and the portal name the same person
// the same way.
import { sql } from 'drizzle-orm';
import { aprendizes } from '../db/schema';

export const nomeDoAprendiz = sql<string>`coalesce(nullif(${aprendizes.nomeSocial}, ''), ${aprendizes.nome})`;

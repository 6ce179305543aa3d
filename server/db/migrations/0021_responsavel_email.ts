// The responsável's e-mail on the apprentice (issue 36): the interview e-mail of a minor goes to
// them too. Optional, like the other contact fields; LGPD anonymisation clears it with the rest.

export const nome = '0021_responsavel_email';

export const comandos: readonly string[] = [
  `ALTER TABLE aprendizes ADD COLUMN responsavel_email text`,
];

// The one way an apprentice's situação changes, for every operation that changes it.
export * from './mudanca';

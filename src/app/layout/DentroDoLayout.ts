import { createContext } from 'react';

/** True inside the signed-in layout, whose <main> already exists (screens then use <section>). */
export const DentroDoLayout = createContext(false);

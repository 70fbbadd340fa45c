/** A comune as the city pickers offer it (the `CityChoiceFields` fragment). */
export interface CityChoice {
  id: number;
  nome: string;
  sigla: string;
  provincia: { nome: string };
  cap: string[];
}

/** The city pickers query the comuni this long after the last keystroke. */
export const CITY_DEBOUNCE_MS = 500;

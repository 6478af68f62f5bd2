import { type VocabularioPos, vocabularioPos } from '@kipu/peru/pos/vocabulario';
import { useLocalSesion } from '../../productos/hooks/use-local-sesion';

/** The point of sale's words for the session company's rubro (a hotel's rooms, a bar's bar…). */
export function useVocabularioPos(): VocabularioPos {
  return vocabularioPos(useLocalSesion().rubro);
}

import { AutoComplete, type AutoCompleteCompleteEvent } from 'primereact/autocomplete';
import { useEffect, useRef, useState } from 'react';
import { useFormFieldControl } from './FormField';
import { contieneTexto, normalizarBusqueda } from './utils/texto';

/** Texts of spec 02 §2 "Shared widgets". */
export const SELECT_PLACEHOLDER = 'Seleccionar...';
export const SELECT_EMPTY = 'Sin opciones...';
export const SELECT_TYPE_TO_SEARCH = 'Escriba para buscar...';
/** Pause after the last keystroke before a remote search. */
export const REMOTE_SEARCH_DELAY_MS = 500;

export function createLabel(text: string): string {
  return `Crear "${text}"`;
}

export interface SelectOption {
  value: string;
  label: string;
}

interface Suggestion extends SelectOption {
  /** The "Crear ..." entry: its value is the typed text. */
  create?: boolean;
}

interface SelectBuscarProps {
  value: SelectOption | null;
  onChange: (option: SelectOption | null) => void;
  /** Local mode: every option. Remote mode: the answer to the last `onSearch`. */
  options: readonly SelectOption[];
  /** Remote mode: search the server for this text (called 500 ms after typing stops). */
  onSearch?: (text: string) => void;
  /** Remote mode: a search is running. */
  loading?: boolean;
  /** Creatable: offers 'Crear "{text}"' when nothing matches the typed text exactly. */
  onCreate?: (text: string) => void;
  /** A search with a single match selects it (default true). */
  autoSelectSingle?: boolean;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
}

/** Options whose label contains the text (accents and case ignored). */
export function filterOptions(options: readonly SelectOption[], text: string): SelectOption[] {
  if (!normalizarBusqueda(text)) return [...options];
  return options.filter((option) => contieneTexto(option.label, text));
}

/**
 * Searchable select (spec 02 §2): placeholder 'Seleccionar...', 'Sin opciones...' when nothing matches,
 * 'Escriba para buscar...' before a remote search has text; remote searches wait 500 ms; optional
 * 'Crear "{text}"' entry; a search with exactly one match selects it.
 */
export function SelectBuscar({
  value,
  onChange,
  options,
  onSearch,
  loading = false,
  onCreate,
  autoSelectSingle = true,
  id,
  placeholder = SELECT_PLACEHOLDER,
  disabled = false,
  invalid,
}: SelectBuscarProps) {
  const field = useFormFieldControl();
  const remote = onSearch !== undefined;
  const [draft, setDraft] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const ref = useRef<AutoComplete<Suggestion>>(null);

  function choose(option: Suggestion) {
    setDraft(null);
    if (option.create) {
      onCreate?.(option.value);
      return;
    }
    onChange({ value: option.value, label: option.label });
  }

  /** The list for `text` from `matches`, or a selection when exactly one option matches. */
  function present(text: string, matches: SelectOption[]) {
    const trimmed = text.trim();
    const exact = matches.some((m) => normalizarBusqueda(m.label) === normalizarBusqueda(trimmed));
    const offerCreate = onCreate !== undefined && trimmed !== '' && !exact;
    const [only] = matches;
    if (autoSelectSingle && trimmed !== '' && matches.length === 1 && only && !offerCreate) {
      choose(only);
      setSuggestions([]);
      ref.current?.hide();
      return;
    }
    const next: Suggestion[] = [...matches];
    if (offerCreate) next.push({ value: trimmed, label: createLabel(trimmed), create: true });
    setSuggestions(next);
  }

  function complete(event: AutoCompleteCompleteEvent) {
    setQuery(event.query);
    if (!remote) {
      present(event.query, filterOptions(options, event.query));
      return;
    }
    if (!event.query.trim()) {
      setSuggestions([]);
      return;
    }
    onSearch(event.query.trim());
  }

  // Remote answers arrive as new `options`: show them (a new array also ends the input's spinner).
  const presentRef = useRef(present);
  presentRef.current = present;
  useEffect(() => {
    if (!remote || loading || !query.trim()) return;
    presentRef.current(query, [...options]);
  }, [remote, loading, options, query]);

  const emptyMessage = remote && !query.trim() ? SELECT_TYPE_TO_SEARCH : SELECT_EMPTY;

  return (
    <AutoComplete<Suggestion>
      ref={ref}
      inputId={id ?? field?.id}
      value={draft ?? value ?? undefined}
      suggestions={suggestions}
      completeMethod={complete}
      field="label"
      dropdown
      delay={remote ? REMOTE_SEARCH_DELAY_MS : 0}
      placeholder={placeholder}
      emptyMessage={emptyMessage}
      showEmptyMessage
      disabled={disabled}
      invalid={invalid ?? field?.invalid ?? false}
      aria-describedby={field?.['aria-describedby']}
      className="select-buscar"
      itemTemplate={(item: Suggestion) =>
        item.create ? (
          <span className="select-buscar__create">
            <i className="pi pi-plus" aria-hidden="true" /> {item.label}
          </span>
        ) : (
          item.label
        )
      }
      onChange={(event) => {
        if (typeof event.value === 'string') {
          setDraft(event.value);
          if (event.value === '' && value) onChange(null);
        }
      }}
      onSelect={(event) => choose(event.value)}
      onBlur={() => setDraft(null)}
    />
  );
}

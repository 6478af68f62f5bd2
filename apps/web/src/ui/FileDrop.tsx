import {
  type DragEvent,
  type ClipboardEvent as ReactClipboardEvent,
  useEffect,
  useRef,
  useState,
} from 'react';

export const FILE_DROP_HINT = 'Arrastre o haga clic para seleccionar el archivo o pegue el archivo';

interface FileDropProps {
  /** A file passed the checks. */
  onFile: (file: File) => void;
  /** Like an input's accept: extensions ('.csv') and MIME types ('text/csv', 'image/*'), comma-separated. */
  accept?: string;
  /** Largest accepted size in bytes. */
  maxSize?: number;
  disabled?: boolean;
  /** Replaces the standard hint. */
  hint?: string;
  /** Also take files pasted anywhere on the page while the zone is shown (default true). */
  pasteAnywhere?: boolean;
  id?: string;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Whether the file matches an accept list ('' or undefined accepts everything). */
export function fileMatchesAccept(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const entries = (accept ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/**
 * Drop zone for one file (spec 02 §2): click to choose, drag and drop, or paste a copied file. Checks the
 * accept list and the maximum size and shows the chosen file's name or the problem.
 */
export function FileDrop({
  onFile,
  accept,
  maxSize,
  disabled = false,
  hint = FILE_DROP_HINT,
  pasteAnywhere = true,
  id,
}: FileDropProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const takeRef = useRef<(file: File | undefined) => void>(() => undefined);

  function take(file: File | undefined) {
    if (!file || disabled) return;
    if (!fileMatchesAccept(file, accept)) {
      setChosen(null);
      setProblem(`Tipo de archivo no permitido: ${file.name} (se acepta ${accept})`);
      return;
    }
    if (maxSize !== undefined && file.size > maxSize) {
      setChosen(null);
      setProblem(`El archivo supera el tamaño máximo de ${formatBytes(maxSize)}`);
      return;
    }
    setProblem(null);
    setChosen(file.name);
    onFile(file);
  }
  takeRef.current = take;

  useEffect(() => {
    if (!pasteAnywhere) return;
    const onPaste = (event: ClipboardEvent) => {
      const file = event.clipboardData?.files[0];
      // Pasted text (into a textarea, say) is none of this zone's business.
      if (!file) return;
      event.preventDefault();
      takeRef.current(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [pasteAnywhere]);

  function onDrop(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  }

  function onPaste(event: ReactClipboardEvent<HTMLButtonElement>) {
    if (pasteAnywhere) return;
    const file = event.clipboardData.files[0];
    if (!file) return;
    event.preventDefault();
    take(file);
  }

  const classes = ['file-drop'];
  if (dragging) classes.push('file-drop--dragging');
  if (disabled) classes.push('file-drop--disabled');
  if (problem) classes.push('file-drop--error');

  return (
    <div className="file-drop-wrapper">
      <button
        id={id}
        type="button"
        className={classes.join(' ')}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onPaste={onPaste}
      >
        <i className="pi pi-cloud-upload file-drop__icon" aria-hidden="true" />
        <span className="file-drop__hint">{hint}</span>
        {chosen && (
          <span className="file-drop__file">
            <i className="pi pi-file" aria-hidden="true" /> {chosen}
          </span>
        )}
      </button>
      {problem && (
        <span className="file-drop__problem" role="alert">
          {problem}
        </span>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files?.[0]);
          // Choosing the same file again must fire change again.
          event.target.value = '';
        }}
      />
    </div>
  );
}

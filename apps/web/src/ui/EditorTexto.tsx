import { Editor } from 'primereact/editor';
import { useFormFieldControl } from './FormField';

interface EditorTextoProps {
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  /** CSS height of the writing area. */
  alto?: string;
}

/** Formats the toolbar offers: what the server keeps when it sanitises the HTML (links only https). */
const FORMATOS = ['header', 'bold', 'italic', 'underline', 'strike', 'list', 'blockquote', 'link'];

const Barra = () => (
  <span className="ql-formats">
    <select className="ql-header" defaultValue="" aria-label="Tipo de texto">
      <option value="1">Título</option>
      <option value="2">Subtítulo</option>
      <option value="">Normal</option>
    </select>
    <button type="button" className="ql-bold" aria-label="Negrita" />
    <button type="button" className="ql-italic" aria-label="Cursiva" />
    <button type="button" className="ql-underline" aria-label="Subrayado" />
    <button type="button" className="ql-strike" aria-label="Tachado" />
    <button type="button" className="ql-list" value="ordered" aria-label="Lista numerada" />
    <button type="button" className="ql-list" value="bullet" aria-label="Lista con viñetas" />
    <button type="button" className="ql-blockquote" aria-label="Cita" />
    <button type="button" className="ql-link" aria-label="Insertar enlace" />
  </span>
);

/**
 * The rich-text editor (spec 02 §2 shared widgets): PrimeReact's Quill editor with the formats the
 * server keeps. An emptied editor answers '' rather than Quill's '<p><br></p>'.
 */
export function EditorTexto({ value, onChange, placeholder, alto = '12rem' }: EditorTextoProps) {
  const control = useFormFieldControl();
  return (
    <Editor
      id={control?.id}
      value={value}
      placeholder={placeholder}
      formats={FORMATOS}
      headerTemplate={<Barra />}
      style={{ height: alto }}
      aria-invalid={control?.invalid || undefined}
      aria-describedby={control?.['aria-describedby']}
      onTextChange={(e) => onChange(e.textValue.trim() === '' ? '' : (e.htmlValue ?? ''))}
    />
  );
}

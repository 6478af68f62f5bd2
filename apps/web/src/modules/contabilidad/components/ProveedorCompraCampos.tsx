import type { CompraForm } from '../utils/compra-form';
import { PersonaDocumentoCampos } from './PersonaDocumentoCampos';

type Proveedor = CompraForm['proveedor'];

/** Catálogo 06 documents a supplier shows: RUC for almost every purchase, the others for a few. */
const DOCUMENTOS = [
  { value: '6', label: 'RUC' },
  { value: '1', label: 'DNI' },
  { value: '4', label: 'Carné de extranjería' },
  { value: '7', label: 'Pasaporte' },
  { value: '0', label: 'Doc. del exterior (no domiciliado)' },
];

interface ProveedorCompraCamposProps {
  proveedor: Proveedor;
  onChange: (cambios: Partial<Proveedor>) => void;
}

/** The supplier of a purchase, registered with it when the company does not have it yet. */
export function ProveedorCompraCampos({ proveedor, onChange }: ProveedorCompraCamposProps) {
  return (
    <PersonaDocumentoCampos
      idBase="compra-proveedor"
      titulo="Proveedor"
      de="del proveedor"
      documentos={DOCUMENTOS}
      persona={proveedor}
      onChange={onChange}
    />
  );
}

import { graphql } from '../../../gql';

/** Products, combos, minimum stock and product properties of the session's company (/fac). */

export const productoFieldsFragment = graphql(`
  fragment ProductoFields on Producto {
    id
    codigo
    codigo_barras
    codigo_sunat
    descripcion
    detalle
    medida_id
    categoria_id
    categoria_nombre
    inventario_id
    tipo_igv
    valor_unitario
    precio_unitario
    imagen
    icbper
    compras_pcge
    ventas_pcge
    stock
    stock_minimo
    margen_utilidad
    utilidad
    tipo_utilidad
    adquisicion
    es_combo
    deleted_at
    propiedades {
      codigo
      nombre
      valor
    }
    precios {
      categoria_precio_id
      codigo
      descripcion
      precio
    }
    productos_combos {
      producto_id
      codigo
      descripcion
      cantidad
    }
  }
`);

export const productosQuery = graphql(`
  query Productos(
    $param: String
    $limite: Int
    $desde: Int
    $eliminados: Boolean
    $categoria_id: String
    $solo_stock: Boolean
  ) {
    productos(
      param: $param
      limite: $limite
      desde: $desde
      eliminados: $eliminados
      categoria_id: $categoria_id
      solo_stock: $solo_stock
    ) {
      total
      filas {
        ...ProductoFields
      }
    }
  }
`);

/** Products offered as combo components: code and description only. */
export const productosBuscarQuery = graphql(`
  query ProductosBuscar($param: String!, $limite: Int) {
    productos(param: $param, limite: $limite) {
      filas {
        id
        codigo
        descripcion
        precio_unitario
      }
    }
  }
`);

export const productoByCodigoQuery = graphql(`
  query ProductoByCodigo($codigo: String, $codigo_barras: String) {
    productoByCodigo(codigo: $codigo, codigo_barras: $codigo_barras) {
      ...ProductoFields
    }
  }
`);

export const createProductoMutation = graphql(`
  mutation CreateProducto($input: ProductoInput!) {
    createProducto(input: $input) {
      ...ProductoFields
    }
  }
`);

export const updateProductoMutation = graphql(`
  mutation UpdateProducto($id: String!, $input: ProductoInput!) {
    updateProducto(id: $id, input: $input) {
      ...ProductoFields
    }
  }
`);

export const deleteProductoMutation = graphql(`
  mutation DeletedProducto($id: String!) {
    deletedProducto(id: $id) {
      id
    }
  }
`);

export const activarProductoMutation = graphql(`
  mutation ActivarProducto($id: String!) {
    activarProducto(id: $id) {
      id
    }
  }
`);

export const excelProductosQuery = graphql(`
  query ExcelProductos($param: String, $categoria_id: String, $eliminados: Boolean) {
    excelproductoslist(param: $param, categoria_id: $categoria_id, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);

export const combosQuery = graphql(`
  query Combos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    combos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...ProductoFields
      }
    }
  }
`);

export const createComboMutation = graphql(`
  mutation CreateCombo($input: ComboInput!) {
    createCombo(input: $input) {
      ...ProductoFields
    }
  }
`);

export const updateComboMutation = graphql(`
  mutation UpdateCombo($id: String!, $input: ComboInput!) {
    updateCombo(id: $id, input: $input) {
      ...ProductoFields
    }
  }
`);

export const excelCombosQuery = graphql(`
  query ExcelCombos($param: String, $eliminados: Boolean) {
    excelCombos(param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);

export const updateStockMinimoMutation = graphql(`
  mutation UpdateStockMinimo($filas: [StockMinimoInput!]!) {
    updateStockMinimo(filas: $filas)
  }
`);

export const propiedadesProductoQuery = graphql(`
  query PropiedadesProducto($param: String) {
    propiedadesProducto(param: $param) {
      id
      codigo
      nombre
    }
  }
`);

export const createPropiedadProductoMutation = graphql(`
  mutation CreatePropiedadProducto($input: PropiedadProductoInput!) {
    createPropiedadProducto(input: $input) {
      id
      codigo
      nombre
    }
  }
`);

export const deleteComboMutation = graphql(`
  mutation DeleteCombo($id: String!) {
    deleteCombo(id: $id) {
      id
    }
  }
`);

export const activateComboMutation = graphql(`
  mutation ActivateCombo($id: String!) {
    activateCombo(id: $id) {
      id
    }
  }
`);

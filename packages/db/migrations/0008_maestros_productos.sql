CREATE TABLE "amarres_centro_costo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"detalle" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "centros_costo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cuentas_financieras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"tipo" text NOT NULL,
	"moneda_id" text NOT NULL,
	"descripcion" text NOT NULL,
	"banco_id" text,
	"cuenta" text,
	"detraccion" boolean DEFAULT false NOT NULL,
	"pcge_id" uuid NOT NULL,
	"control" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "responsables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"documento_id" text NOT NULL,
	"numero" text NOT NULL,
	"nombres" text NOT NULL,
	"cargo" text NOT NULL,
	"email" text,
	"telefono" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tipos_adjunto" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"tipo_operacion" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tributos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"tributo_codigo" text NOT NULL,
	"cuenta_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "categorias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"local_id" uuid,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "categorias_precio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"local_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"valor_condicion" numeric(18, 4) DEFAULT '0' NOT NULL,
	"oferta" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "combo_componentes" (
	"combo_id" uuid NOT NULL,
	"producto_id" uuid NOT NULL,
	"cantidad" numeric(18, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combo_componentes_combo_id_producto_id_pk" PRIMARY KEY("combo_id","producto_id")
);
--> statement-breakpoint
CREATE TABLE "producto_precios" (
	"producto_id" uuid NOT NULL,
	"categoria_precio_id" uuid NOT NULL,
	"precio" numeric(20, 10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "producto_precios_producto_id_categoria_precio_id_pk" PRIMARY KEY("producto_id","categoria_precio_id")
);
--> statement-breakpoint
CREATE TABLE "producto_propiedades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"codigo_barras" text,
	"codigo_sunat" text,
	"descripcion" text NOT NULL,
	"detalle" text,
	"medida_id" text DEFAULT 'NIU' NOT NULL,
	"categoria_id" uuid,
	"inventario_id" text,
	"tipo_igv" text DEFAULT '10' NOT NULL,
	"valor_unitario" numeric(20, 10) NOT NULL,
	"precio_unitario" numeric(20, 10) NOT NULL,
	"imagen" text,
	"icbper" boolean DEFAULT false NOT NULL,
	"compras_pcge" text,
	"ventas_pcge" text,
	"stock" boolean DEFAULT true NOT NULL,
	"stock_minimo" numeric(18, 4) DEFAULT '0' NOT NULL,
	"margen_utilidad" boolean DEFAULT false NOT NULL,
	"utilidad" numeric(18, 4) DEFAULT '0' NOT NULL,
	"tipo_utilidad" text DEFAULT 'porcentaje' NOT NULL,
	"adquisicion" numeric(20, 10) DEFAULT '0' NOT NULL,
	"propiedades" jsonb,
	"es_combo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "codigo_sunat" text;--> statement-breakpoint
ALTER TABLE "importaciones" ADD COLUMN "empresa_id" uuid;--> statement-breakpoint
ALTER TABLE "importaciones" ADD COLUMN "total_filas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "importaciones" ADD COLUMN "filas_validas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "importaciones" ADD COLUMN "errores" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "importaciones" ADD COLUMN "solo_validas" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "amarres_centro_costo" ADD CONSTRAINT "amarres_centro_costo_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centros_costo" ADD CONSTRAINT "centros_costo_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas_financieras" ADD CONSTRAINT "cuentas_financieras_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas_financieras" ADD CONSTRAINT "cuentas_financieras_pcge_id_pcge_cuentas_id_fk" FOREIGN KEY ("pcge_id") REFERENCES "public"."pcge_cuentas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsables" ADD CONSTRAINT "responsables_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipos_adjunto" ADD CONSTRAINT "tipos_adjunto_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tributos" ADD CONSTRAINT "tributos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tributos" ADD CONSTRAINT "tributos_cuenta_id_pcge_cuentas_id_fk" FOREIGN KEY ("cuenta_id") REFERENCES "public"."pcge_cuentas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_local_id_locales_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias_precio" ADD CONSTRAINT "categorias_precio_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias_precio" ADD CONSTRAINT "categorias_precio_local_id_locales_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_componentes" ADD CONSTRAINT "combo_componentes_combo_id_productos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_componentes" ADD CONSTRAINT "combo_componentes_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_precios" ADD CONSTRAINT "producto_precios_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_precios" ADD CONSTRAINT "producto_precios_categoria_precio_id_categorias_precio_id_fk" FOREIGN KEY ("categoria_precio_id") REFERENCES "public"."categorias_precio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_propiedades" ADD CONSTRAINT "producto_propiedades_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "amarres_cc_codigo_uq" ON "amarres_centro_costo" USING btree ("empresa_id","codigo") WHERE "amarres_centro_costo"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "centros_costo_codigo_uq" ON "centros_costo" USING btree ("empresa_id","codigo") WHERE "centros_costo"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cuentas_financieras_codigo_uq" ON "cuentas_financieras" USING btree ("empresa_id","codigo") WHERE "cuentas_financieras"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "responsables_documento_uq" ON "responsables" USING btree ("empresa_id","documento_id","numero") WHERE "responsables"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tipos_adjunto_codigo_uq" ON "tipos_adjunto" USING btree ("empresa_id","codigo") WHERE "tipos_adjunto"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tributos_codigo_uq" ON "tributos" USING btree ("empresa_id","tributo_codigo") WHERE "tributos"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_codigo_uq" ON "categorias" USING btree ("empresa_id","codigo") WHERE "categorias"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_precio_codigo_uq" ON "categorias_precio" USING btree ("local_id","codigo") WHERE "categorias_precio"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "producto_propiedades_codigo_uq" ON "producto_propiedades" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "productos_codigo_uq" ON "productos" USING btree ("empresa_id","codigo") WHERE "productos"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "productos_barras_idx" ON "productos" USING btree ("empresa_id","codigo_barras");--> statement-breakpoint
CREATE INDEX "productos_descripcion_idx" ON "productos" USING btree ("empresa_id","descripcion");--> statement-breakpoint
CREATE INDEX "productos_categoria_idx" ON "productos" USING btree ("categoria_id");--> statement-breakpoint
ALTER TABLE "importaciones" ADD CONSTRAINT "importaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;
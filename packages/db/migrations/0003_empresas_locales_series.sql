CREATE TABLE "series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"local_id" uuid NOT NULL,
	"tipo_comprobante" text NOT NULL,
	"serie" text NOT NULL,
	"ultimo" integer DEFAULT 0 NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_empresa_tipo_serie_uq" UNIQUE("empresa_id","tipo_comprobante","serie")
);
--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "departamento" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "provincia" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "distrito" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "estado" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "condicion" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "documento_id" text DEFAULT '6' NOT NULL;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "representante" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "dni" text;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "codigo_serie" text DEFAULT '001' NOT NULL;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "descripcion" text;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "departamento" text;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "provincia" text;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "distrito" text;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "correo" text;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "telefono" text;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "enviar_xml" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "enviar_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "formato_pdf" text DEFAULT 'A4' NOT NULL;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "diseno_pdf" text DEFAULT 'clasico' NOT NULL;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "width_ticket" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "incluir_guias_kardex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "descuento_max" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "valor_desct_max" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "editar_precios" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "calcula_por_cantidad" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "calculo_comprobante" text DEFAULT 'precio_unitario' NOT NULL;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_local_id_locales_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_local_idx" ON "series" USING btree ("local_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locales_establecimiento_uq" ON "locales" USING btree ("empresa_id","codigo_establecimiento");
CREATE TABLE "personas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"documento_id" text NOT NULL,
	"numero" text NOT NULL,
	"razon_social" text NOT NULL,
	"direccion" text,
	"departamento" text,
	"provincia" text,
	"distrito" text,
	"ubigeo" text,
	"estado" text,
	"condicion" text,
	"email" text,
	"telefono" text,
	"observacion" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"suministro" text,
	"localidad" text,
	"tarifa" text,
	"potencia" text,
	"tension" text,
	"energia" text,
	"cuenta_detraccion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personas_documento_uq" ON "personas" USING btree ("empresa_id","tipo","documento_id","numero") WHERE "personas"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "personas_busqueda_idx" ON "personas" USING btree ("empresa_id","tipo","razon_social");
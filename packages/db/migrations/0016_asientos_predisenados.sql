CREATE TABLE "asientos_predisenados" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"glosa" text NOT NULL,
	"lineas" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "asientos_predisenados" ADD CONSTRAINT "asientos_predisenados_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asientos_predisenados_nombre_uq" ON "asientos_predisenados" USING btree ("empresa_id","nombre") WHERE "asientos_predisenados"."deleted_at" IS NULL;
ALTER TABLE "empresas" ADD COLUMN "regimen_igv" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
-- Until now a restaurante or hotel rubro was taken as the declaration of Ley 31556: such companies keep it.
UPDATE "empresas" SET "regimen_igv" = 'restaurantes_hoteles_mype' WHERE "rubro" IN ('restaurante', 'hotel');

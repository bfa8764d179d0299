/**
 * `GET /api/images/get_stock_images_list` (spec §7 "Gallery and files", §3 "stock images"): the shipped
 * stock images of the content library (src/server/content/library.ts), optionally filtered by category
 * and by words matched against title and tags. The list is read once; the content is static.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StockImagesQuery, StockImagesResponse } from '../../api/gallery.ts';
import { loadStockImages, type StockImage } from '../content/library.ts';
import { requireAuth } from '../http/authenticate.ts';
import { replies } from './replies.ts';

export const stockImageRoutes: FastifyPluginAsyncZod = async (app) => {
  let images: Promise<StockImage[]> | undefined;
  const all = () => {
    images ??= loadStockImages().catch((error: unknown) => {
      images = undefined;
      throw error;
    });
    return images;
  };

  app.get(
    '/get_stock_images_list',
    {
      onRequest: requireAuth('session', 'payment'),
      schema: { tags: ['gallery'], querystring: StockImagesQuery, response: replies(StockImagesResponse) },
    },
    async (request) => {
      const category = request.query.category?.toLowerCase();
      const words = (request.query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const list = (await all()).filter((image) => {
        if (category && image.category.toLowerCase() !== category) return false;
        const text = `${image.title} ${image.tags.join(' ')}`.toLowerCase();
        return words.every((word) => text.includes(word));
      });
      return { code: 200 as const, message: 'Stock images', images: list };
    },
  );
};

import type { FastifyInstance } from 'fastify';
import type {
  Branch,
  CheckoutLine,
  CheckoutRequest,
  CheckoutResponse,
  DeliveryArea,
  MenuItem,
  MenuItemDetail,
  ProductCategory,
} from '../../src/domain/contracts/food';

export const FOOD = '/api/v1/plugins/food_ordering';

export async function get<T>(app: FastifyInstance, path: string, lang = 'en'): Promise<T> {
  const res = await app.inject({
    method: 'GET',
    url: `${FOOD}${path}`,
    headers: { 'accept-language': lang },
  });
  if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

/** The demo menu as a customer sees it, looked up by English name. */
export async function demoMenu(app: FastifyInstance) {
  const [categories, items, branches, areas] = await Promise.all([
    get<ProductCategory[]>(app, '/product_categories'),
    Promise.all([
      get<MenuItem[]>(app, '/menu-items?delivery_type=delivery'),
      get<MenuItem[]>(app, '/menu-items?delivery_type=catering'),
    ]).then(([a, b]) => [...a, ...b]),
    get<Branch[]>(app, '/branches'),
    get<DeliveryArea[]>(app, '/delivery_areas'),
  ]);
  const find = <T extends { name: { en: string } }>(list: T[], name: string): T => {
    const found = list.find((entry) => entry.name.en === name);
    if (!found) throw new Error(`no ${name} in the demo menu`);
    return found;
  };
  return {
    category: (name: string) => find(categories, name),
    item: (name: string) => find(items, name),
    detail: (name: string) => get<MenuItemDetail>(app, `/products/${find(items, name).id}`),
    branch: (name: string) => find(branches, name),
    area: (name: string) => find(areas, name),
  };
}

export const line = (menuItem: number, overrides: Partial<CheckoutLine> = {}): CheckoutLine => ({
  menu_item: menuItem,
  quantity: 1,
  size: null,
  add_ons: [],
  options: {},
  special_instructions: '',
  ...overrides,
});

export const ADDRESS = {
  address: 'Home',
  area: 'Salmiya',
  block: '10',
  street: 'Salem Al Mubarak',
  avenue: '',
  house_no: '12',
  floor: '',
  office_no: '',
  paci_no: '',
  special_instructions: 'Ring twice',
  delivery_location: { lat: 29.3339, lng: 48.0763 },
};

export function order(overrides: Partial<CheckoutRequest>): CheckoutRequest {
  return {
    delivery_type: 'pickup',
    branch: null,
    delivery_area: null,
    lines: [],
    voucher: null,
    customer: { name: 'Fatima Al-Sabah', phone: '+96550001234', email: 'fatima@example.kw' },
    address: null,
    gateway_code: 'cod',
    lang: 'en',
    ...overrides,
  };
}

export function post(
  app: FastifyInstance,
  path: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: `${FOOD}${path}`, payload, headers });
}

export async function checkout(app: FastifyInstance, body: CheckoutRequest): Promise<CheckoutResponse> {
  const path = body.delivery_type === 'catering' ? '/catering-checkout' : '/checkout';
  const res = await post(app, path, body);
  if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  return res.json<CheckoutResponse>();
}

export async function seedMoneyDemo() {}

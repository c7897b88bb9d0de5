{{@slot:graph.resolvers}}
